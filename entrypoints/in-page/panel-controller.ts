/**
 * Opens, reuses and closes the one panel of this tab. Opening remembers what had focus on the page and closing gives
 * it back; closing also unmounts the panel, which clears its highlights (use-highlights.ts).
 */
import { h, render } from 'preact';
import type { PageCommand } from '@/utils/messaging/page-commands';
import { Panel } from './Panel';
import { createPanelHost, initialPosition, type PanelHost } from './panel-host';
import { jobFromCommand } from './panel-job';
import { pageScheme, selectionRect } from './page-facts';

type JobCommand = Exclude<PageCommand, { type: 'scout.ping' }>;

export function createPanelController() {
  let panel: PanelHost | undefined;
  let returnFocus: HTMLElement | undefined;
  /** Each job gets a fresh Panel (its own state and searches), in the same host. */
  let jobs = 0;

  function close(): void {
    if (!panel) return;
    render(null, panel.mount);
    panel.remove();
    panel = undefined;
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
    returnFocus = undefined;
  }

  function open(command: JobCommand): void {
    const anchor = selectionRect();
    if (!panel) {
      const focused = document.activeElement;
      returnFocus = focused instanceof HTMLElement && focused !== document.body ? focused : undefined;
      panel = createPanelHost();
      const start = initialPosition(anchor);
      panel.moveTo(start.left, start.top);
    } else if (anchor) {
      const next = initialPosition(anchor);
      panel.moveTo(next.left, next.top);
    }
    const host = panel;
    host.setScheme(pageScheme());
    jobs += 1;
    render(
      h(Panel, {
        key: jobs,
        job: jobFromCommand(command),
        onClose: close,
        onMove: (dx, dy) => {
          const { left, top } = host.position();
          host.moveTo(left + dx, top + dy);
        },
        isExcluded: (element) => element === host.host,
      }),
      host.mount,
    );
  }

  return { open, close };
}
