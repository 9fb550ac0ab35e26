/**
 * Opens, reuses and closes the one panel of this tab, and does what its frame asks on the page. Each job gets a fresh
 * frame (its own token, state and searches) in the same host. Opening remembers what had focus on the page and
 * closing gives it back; closing clears the highlights and hides the host, then removes it, so the page is left as it
 * was.
 */
import { browser } from 'wxt/browser';
import type { PageCommand } from '@/utils/ui-safe/messaging/page-commands';
import type { PageCaptureView, PanelEvent, PanelJob, PanelReply } from '@/utils/ui-safe/messaging/panel-link';
import { extensionAlive } from './extension-alive';
import { createPanelHost, HOST_ATTRIBUTE, type PanelHost } from './panel-host';
import { initialPosition } from './panel-position';
import { createPanelFrame } from './panel-frame';
import { jobFromCommand, type JobCommand } from './panel-job';
import { pageScheme, selectionRect } from './page-facts';
import { createPageHighlights } from './page-highlights';
import { capturePage } from './page-capture';
import { buildNotice } from './page-notice';
import { answerFrame, type FrameSession } from './panel-requests';
import { panelString } from './panel-strings';
import { watchTopLayer, type TopLayerWatch } from './top-layer';

type PanelCommand = Extract<PageCommand, { type: 'scout.panel' }>;
type Notice = 'stale' | 'unavailable' | 'blocked';

/** How often an open panel checks that Scout was not updated under it; cheap (one property read). */
const ALIVE_CHECK_MS = 2_000;

interface Session extends FrameSession {
  host: PanelHost;
  watch: TopLayerWatch;
  returnFocus?: HTMLElement;
  aliveTimer: ReturnType<typeof setInterval>;
  /** The notice shown instead of the frame, if one is. */
  notice?: Notice;
  /** "Ask about this page": the page's text being read and priced; the frame's hello waits for it. */
  reading?: Promise<void>;
}

export function createPanelController() {
  let session: Session | undefined;
  const highlights = createPageHighlights(
    (element) => element === session?.host.host,
    (id) => tellFrame({ type: 'activate', id }),
  );

  function tellFrame(event: PanelEvent): void {
    const token = session?.frame?.token;
    if (!token) return;
    session?.frame?.element.focus();
    try {
      void Promise.resolve(browser.runtime.sendMessage({ type: 'panel.event', data: { token, event } })).catch(
        () => {},
      );
    } catch {
      // Scout was updated under the page: the stale notice is on its way.
    }
  }

  const titles = { summary: 'page_summaryTitle', places: 'page_placesTitle', ask: 'page_askTitle' } as const;
  const title = (job: PanelJob) => panelString(titles[job.kind]);

  function loadFrame(current: Session): void {
    current.frame?.stop();
    current.bound = undefined;
    current.notice = undefined;
    current.frame = createPanelFrame(
      title(current.job),
      current.scheme,
      () => showNotice('blocked'),
      () => showNotice('unavailable'),
    );
    current.host.show(current.frame.element);
    current.watch.disturbed();
  }

  function showNotice(shown: Notice): void {
    const current = session;
    if (!current) return;
    // Scout updated or reloaded under the page also unloads the frame's document, which can reach this script first as
    // a second load (read as "the page navigated it") or a silent frame: the one true reason, and remedy, is the reload.
    const kind = extensionAlive() ? shown : 'stale';
    current.notice = kind;
    highlights.clear();
    current.frame?.stop();
    current.frame = undefined;
    current.bound = undefined;
    const text = { stale: 'page_updated', unavailable: 'page_unavailable', blocked: 'page_blocked' } as const;
    const notice = buildNotice({
      title: title(current.job),
      text: panelString(text[kind]),
      scheme: current.scheme,
      action: kind === 'stale' ? { label: panelString('page_reload'), run: () => location.reload() } : undefined,
      onClose: close,
      onMove: (dx, dy) => move(current, dx, dy),
    });
    current.host.show(notice.element);
    current.host.setHeight(notice.element.offsetHeight);
    notice.focus();
  }

  function move(current: Session, dx: number, dy: number): void {
    const { left, top } = current.host.position();
    current.host.moveTo(left + dx, top + dy);
    current.watch.disturbed();
  }

  /** Resolves once the host is off the page (it is hidden at once: panel-host.ts, `remove`). */
  function close(): Promise<void> {
    const current = session;
    if (!current) return Promise.resolve();
    session = undefined;
    highlights.clear();
    clearInterval(current.aliveTimer);
    current.watch.stop();
    current.frame?.stop();
    const removed = current.host.remove();
    if (current.returnFocus?.isConnected) current.returnFocus.focus({ preventScroll: true });
    return removed;
  }

  function start(job: PanelJob, anchor: DOMRectReadOnly | undefined): Session {
    // A panel left behind by a Scout that was updated since is no longer anyone's: this one replaces it.
    for (const old of document.querySelectorAll(`:root > div[${HOST_ATTRIBUTE}]`)) old.remove();
    const focused = document.activeElement;
    const host = createPanelHost({
      onTamper: (reattached) => {
        session?.watch.disturbed();
        // Moving an iframe in the DOM unloads its document: the panel starts again in a new frame.
        if (reattached && session?.frame) loadFrame(session);
      },
      onGiveUp: () => showNotice('blocked'),
      // Something inside the closed root that Scout did not do (a frame removed or replaced, before or after it
      // loaded): the panel is no longer what Scout made, so it closes, saying why.
      onIntrusion: () => showNotice('blocked'),
    });
    const start = initialPosition(anchor);
    host.moveTo(start.left, start.top);
    const current: Session = {
      host,
      job,
      scheme: pageScheme(),
      // A page that keeps re-taking the top layer wins it: Scout stops fighting and closes the frame, saying why.
      watch: watchTopLayer(host.host, host.raise, () => {
        session?.watch.stop();
        showNotice('blocked');
      }),
      returnFocus: focused instanceof HTMLElement && focused !== document.body ? focused : undefined,
      aliveTimer: setInterval(() => {
        if (session && session.notice !== 'stale' && !extensionAlive()) showNotice('stale');
      }, ALIVE_CHECK_MS),
    };
    return current;
  }

  function open(command: JobCommand | { type: 'scout.askPage' }): void {
    if (command.type !== 'scout.askPage') {
      openJob(jobFromCommand(command));
      return;
    }
    // The panel's frame loads while the page's text is read and priced (page-capture.ts), not after: its hello is
    // answered once the price is known (`handle`), so the panel shows with it.
    const job: PanelJob = { kind: 'ask', query: '', shortened: false };
    const current = openJob(job);
    current.reading = capturePage()
      .catch((): PageCaptureView => ({ unreadable: 'noAccess' }))
      .then((page) => {
        if (current.job === job) current.job = { ...job, page };
      });
  }

  function openJob(job: PanelJob): Session {
    const anchor = selectionRect();
    if (!session) {
      session = start(job, anchor);
    } else {
      highlights.clear();
      session.job = job;
      session.scheme = pageScheme();
      if (anchor) {
        const next = initialPosition(anchor);
        session.host.moveTo(next.left, next.top);
      }
    }
    session.reading = undefined;
    loadFrame(session);
    if (job.kind === 'places') highlights.prepare();
    return session;
  }

  /**
   * A request of the panel's frame, relayed by the background; undefined when it is not this panel's. A hello while
   * the page is still being read waits for it (a Promise).
   */
  function handle(command: PanelCommand): PanelReply | undefined | Promise<PanelReply | undefined> {
    const current = session;
    if (!current) return undefined;
    const answer = () =>
      session === current
        ? answerFrame(current, command, { ...current, highlights, close, move: (dx, dy) => move(current, dx, dy) })
        : undefined;
    return command.request.type === 'hello' && current.reading ? current.reading.then(answer) : answer();
  }

  return { open, close, handle };
}
