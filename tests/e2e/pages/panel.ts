/**
 * Scout's in-page panel as a test sees it. The panel is an extension page in an iframe inside Scout's host's (a `div` marked `data-scout-panel`)
 * CLOSED shadow root; when that frame cannot run (Scout updated under the page, a page that forbids it) the host
 * shows a short notice in the shadow root itself. Neither is in reach of the page or of Playwright's locators; the
 * Chrome DevTools Protocol reaches both (docs/in-page-notes.md). This driver:
 * - runs its page-side code in an isolated world of its own (`Page.createIsolatedWorld`), so a hostile page's patched
 *   built-ins (Array.prototype.map, JSON.parse, …) cannot disturb what the test reads;
 * - runs panel-side code with `this` = the panel frame's `<body>` (a CDP session on that frame: an extension page,
 *   where no page script runs), or, when the host shows a notice, its shadow root (`DOM.describeNode({pierce: true})`
 *   resolved into the driver's world);
 * - clicks with REAL mouse events (`page.mouse.click` at an element's box in page coordinates): the panel acts on
 *   trusted events only.
 */
import { expect, type CDPSession, type Frame, type Page } from '@playwright/test';
import { HOST } from './host';

const GROUP = 'scout-e2e-driver';
/**
 * Far longer than Chromium takes to acknowledge an input even on a loaded machine, far shorter than a test's limit: an
 * input whose acknowledgement was lost fails here, saying so, instead of waiting out the test's 60 s.
 */
const INPUT_ANSWER_MS = 15_000;

/** `input`, or a clear error once it has gone unanswered for INPUT_ANSWER_MS. */
async function answered<T>(input: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lost = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${what}: Chromium did not acknowledge it within ${INPUT_ANSWER_MS} ms (was the frame it landed in removed before it answered?)`,
          ),
        ),
      INPUT_ANSWER_MS,
    );
  });
  try {
    return await Promise.race([input, lost]);
  } finally {
    clearTimeout(timer);
  }
}

/** What an element is, in a form a test can assert on. */
export interface ElementInfo {
  tag: string;
  text: string;
  label: string | null;
  placeId: string | null;
}

/** Where panel-side code runs: the panel frame's body, or the shadow root of a notice. */
export type PanelRoot = HTMLElement | ShadowRoot;

/** A function that runs in the driver's world with `this` bound; its source is sent over CDP, so it must be self-contained. */
type Remote<This, Args extends unknown[], R> = (this: This, ...args: Args) => R;

/** The panel's frame: Scout's panel page, the newest one still attached. */
export function panelFrame(page: Page): Frame | undefined {
  return page
    .frames()
    .filter((frame) => /^chrome-extension:\/\/[^/]+\/panel\.html#/.test(frame.url()) && !frame.isDetached())
    .at(-1);
}

export class ScoutPanel {
  private world: number | undefined;
  private readonly frameSessions = new WeakMap<Frame, CDPSession>();

  private constructor(
    readonly page: Page,
    readonly cdp: CDPSession,
  ) {}

  static async attach(page: Page): Promise<ScoutPanel> {
    return new ScoutPanel(page, await page.context().newCDPSession(page));
  }

  /** The driver's isolated world in the page's main frame (made again after a navigation destroyed it). */
  private async worldId(fresh = false): Promise<number> {
    if (this.world === undefined || fresh) {
      const { frameTree } = await this.cdp.send('Page.getFrameTree');
      const { executionContextId } = await this.cdp.send('Page.createIsolatedWorld', {
        frameId: frameTree.frame.id,
        worldName: GROUP,
      });
      this.world = executionContextId;
    }
    return this.world;
  }

  /** Evaluates `expression` in the driver's world (the page's DOM, untouched built-ins) and returns its value. */
  async inPage<T>(expression: string): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const { result, exceptionDetails } = await this.cdp.send('Runtime.evaluate', {
          expression,
          contextId: await this.worldId(attempt > 0),
          returnByValue: true,
          awaitPromise: true,
        });
        if (exceptionDetails)
          throw new Error(`In page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
        return result.value as T;
      } catch (error) {
        if (attempt === 0 && /context/i.test(String(error))) continue;
        throw error;
      }
    }
  }

  /** The host's remote object id, or undefined when there is none. */
  private async hostObject(): Promise<string | undefined> {
    for (let attempt = 0; ; attempt++) {
      try {
        const { result } = await this.cdp.send('Runtime.evaluate', {
          expression: `document.querySelector('${HOST}')`,
          contextId: await this.worldId(attempt > 0),
          objectGroup: GROUP,
        });
        return result.objectId;
      } catch (error) {
        if (attempt === 0 && /context/i.test(String(error))) continue;
        throw error;
      }
    }
  }

  /** The host's shadow root as a remote object in the driver's world, or undefined when there is no host. */
  private async shadowObject(): Promise<string | undefined> {
    const host = await this.hostObject();
    if (host === undefined) return undefined;
    const { node } = await this.cdp.send('DOM.describeNode', { objectId: host, depth: 1, pierce: true });
    const shadow = node.shadowRoots?.[0];
    if (shadow === undefined) return undefined;
    const { object } = await this.cdp.send('DOM.resolveNode', {
      backendNodeId: shadow.backendNodeId,
      executionContextId: await this.worldId(),
      objectGroup: GROUP,
    });
    return object.objectId;
  }

  /** A CDP session on the panel's frame (an out-of-process extension frame), and its `<body>`. */
  private async frameBody(frame: Frame): Promise<{ session: CDPSession; objectId: string } | undefined> {
    let session = this.frameSessions.get(frame);
    if (!session) {
      session = await this.page.context().newCDPSession(frame);
      this.frameSessions.set(frame, session);
    }
    const { result } = await session.send('Runtime.evaluate', {
      expression: `document.querySelector('.scout-panel') && document.body`,
      objectGroup: GROUP,
    });
    return result.objectId ? { session, objectId: result.objectId } : undefined;
  }

  /** Where panel code runs now: the frame when the host holds it and it has rendered, else the host's notice. */
  private async root(): Promise<
    { session: CDPSession; objectId: string; inFrame: boolean; frame?: Frame } | undefined
  > {
    const shadow = await this.shadowObject();
    if (shadow === undefined) return undefined;
    const src = await this.callOn(
      this.cdp,
      shadow,
      function (this: ShadowRoot) {
        return this.querySelector('iframe')?.src ?? null;
      },
      [],
      false,
    );
    if (src === null) return { session: this.cdp, objectId: shadow, inFrame: false };
    // The frame the host holds now (a new job replaces the frame; the old one may not be detached yet), by its token:
    // the frame runs at Scout's own origin, not at the per-session URL (use_dynamic_url) it was loaded from.
    // A frame not yet navigated has an empty URL, which `new URL` refuses: the fragment is read as text.
    const token = fragmentOf(src);
    const frame = this.page.frames().find((f) => !f.isDetached() && fragmentOf(f.url()) === token && token !== '');
    const body = frame && (await this.frameBody(frame).catch(() => undefined));
    return body && { ...body, inFrame: true, frame };
  }

  private async callOn<This, Args extends unknown[], R>(
    session: CDPSession,
    objectId: string,
    fn: Remote<This, Args, R>,
    args: Args,
    release = true,
  ): Promise<Awaited<R>> {
    try {
      const { result, exceptionDetails } = await session.send('Runtime.callFunctionOn', {
        objectId,
        functionDeclaration: fn.toString(),
        arguments: args.map((value) => ({ value })),
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails)
        throw new Error(`In panel: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value as Awaited<R>;
    } finally {
      if (release) await session.send('Runtime.releaseObjectGroup', { objectGroup: GROUP }).catch(() => undefined);
    }
  }

  /**
   * Runs `fn` with `this` = the panel frame's body (or a notice's shadow root). Throws when there is no panel.
   * Inside, `this instanceof ShadowRoot ? this : this.ownerDocument` has `activeElement` and `elementFromPoint`.
   */
  async inPanel<Args extends unknown[], R>(fn: Remote<PanelRoot, Args, R>, ...args: Args): Promise<Awaited<R>> {
    for (let attempt = 0; ; attempt++) {
      const root = await this.root();
      if (root === undefined) throw new Error('There is no Scout panel on this page.');
      try {
        return await this.callOn(root.session, root.objectId, fn, args);
      } catch (error) {
        // The frame's document went away between finding it and asking it (an extension reloaded under the panel, a
        // new job): its session is dead, so the panel is looked for again, once or twice, where it is now.
        if (!root.frame || attempt >= 2 || !/closed|detached|no target|not found/i.test(String(error))) throw error;
        this.frameSessions.delete(root.frame);
      }
    }
  }

  /** Whether the panel shows in its frame (false: a notice, or no panel). */
  async inFrame(): Promise<boolean> {
    return (await this.root())?.inFrame ?? false;
  }

  /** Runs `fn` with `this` = Scout's host element. Throws when there is none. */
  async onHost<Args extends unknown[], R>(fn: Remote<HTMLElement, Args, R>, ...args: Args): Promise<Awaited<R>> {
    const host = await this.hostObject();
    if (host === undefined) throw new Error('There is no Scout panel host on this page.');
    return this.callOn(this.cdp, host, fn, args);
  }

  /** A panel (its frame, rendered, or a notice) is on the page. */
  async exists(): Promise<boolean> {
    return (await this.root()) !== undefined;
  }

  /** How many of Scout's hosts the page's DOM holds. */
  hostCount(): Promise<number> {
    return this.inPage<number>(`document.querySelectorAll('${HOST}').length`);
  }

  /** The panel's text, whitespace collapsed ('' when there is no panel). */
  async text(): Promise<string> {
    if (!(await this.exists())) return '';
    return this.inPanel(function () {
      return (this.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
  }

  /** The element focused inside the panel, or null (focus is elsewhere: on the page, or nowhere in the panel). */
  async focused(): Promise<ElementInfo | null> {
    if (!(await this.exists())) return null;
    return this.inPanel(function () {
      const root: Document | ShadowRoot = this instanceof ShadowRoot ? this : this.ownerDocument;
      // The frame's document keeps an active element while the page has focus: only a focused frame counts.
      if (root instanceof Document && !root.hasFocus()) return null;
      const element = root.activeElement as HTMLElement | null;
      if (!element || element === (root as Document).body) return null;
      return {
        tag: element.localName,
        text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        label: element.getAttribute('aria-label'),
        placeId: element.getAttribute('data-place-id'),
      };
    });
  }

  /** The focused element's text inside the panel ('' when nothing in the panel has focus). */
  async focusedText(): Promise<string> {
    return (await this.focused())?.text ?? '';
  }

  /** The focused element is the panel's `tag` whose text or label is `name` (exactly, or matching a RegExp). */
  async focusedIs(tag: string, name: string | RegExp): Promise<boolean> {
    const info = await this.focused();
    if (!info || info.tag !== tag) return false;
    const names = [info.text, info.label ?? ''];
    return names.some((n) => (typeof name === 'string' ? n === name : name.test(n)));
  }

  /** Names (text, else aria-label) of the panel's buttons, in order (none while there is no panel). */
  async buttons(): Promise<string[]> {
    if (!(await this.exists())) return [];
    return this.inPanel(function () {
      return [...this.querySelectorAll('button, [role="button"]')].map(
        (b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim() || (b.getAttribute('aria-label') ?? ''),
      );
    });
  }

  /** The panel's links: their text, accessible label and href. */
  links(): Promise<{ text: string; label: string | null; href: string | null }[]> {
    return this.inPanel(function () {
      return [...this.querySelectorAll('a')].map((a) => ({
        text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
        label: a.getAttribute('aria-label'),
        href: a.getAttribute('href'),
      }));
    });
  }

  /**
   * Scrolls the panel's first button (or link) named `name` into view and returns the middle of its box, after
   * checking the panel really is what a click there would hit. `nth` picks among several with that name.
   */
  async buttonPoint(name: string | RegExp, nth = 0): Promise<{ x: number; y: number }> {
    const pattern = typeof name === 'string' ? { exact: name } : { source: name.source, flags: name.flags };
    const point = await this.inPanel(
      function (pattern: { exact?: string; source?: string; flags?: string }, nth: number) {
        const matches = (text: string) =>
          pattern.exact !== undefined ? text === pattern.exact : new RegExp(pattern.source!, pattern.flags).test(text);
        const all = [...this.querySelectorAll<HTMLElement>('button, [role="button"], a')].filter((b) => {
          const text = (b.textContent ?? '').replace(/\s+/g, ' ').trim();
          return matches(text) || matches(b.getAttribute('aria-label') ?? '');
        });
        const target = all[nth];
        if (!target)
          return { error: `no button named ${pattern.exact ?? pattern.source} (#${nth}) among ${all.length}` };
        target.scrollIntoView({ block: 'center', inline: 'nearest' });
        const box = target.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = (this instanceof ShadowRoot ? this : this.ownerDocument).elementFromPoint(x, y);
        if (!hit || !(hit === target || target.contains(hit)))
          return { error: `the button's middle is covered by ${hit?.localName ?? 'nothing'}` };
        if (box.width === 0 || box.height === 0) return { error: 'the button has no box' };
        return { x, y };
      },
      pattern,
      nth,
    );
    if ('error' in point) throw new Error(String(point.error));
    return this.onPage(point as { x: number; y: number });
  }

  /**
   * A point in the panel (frame coordinates, or page coordinates for a notice) in page coordinates, after checking
   * that the page's own hit test there finds Scout's host (a `pointer-events: none` overlay lets it through).
   */
  private async onPage(point: { x: number; y: number }): Promise<{ x: number; y: number }> {
    const offset = (await this.inFrame()) ? await this.host() : { left: 0, top: 0 };
    const x = point.x + offset.left;
    const y = point.y + offset.top;
    const hit = await this.inPage<string>(
      `(e => e?.matches('${HOST}') ? 'host' : e?.localName ?? 'nothing')(document.elementFromPoint(${x}, ${y}))`,
    );
    if (hit !== 'host') throw new Error(`On the page, ${hit} is at the panel's point (${x}, ${y})`);
    return { x, y };
  }

  /** A trusted mouse click on the panel's button (or link) named `name`. */
  async clickButton(name: string | RegExp, nth = 0): Promise<void> {
    const { x, y } = await this.buttonPoint(name, nth);
    await answered(this.page.mouse.click(x, y), `Clicking ${String(name)}`);
  }

  /**
   * Clicks "Close Scout" with the real mouse and waits until the page holds no host. The close is awaited by its effect,
   * not by the click: Chromium's DevTools answer a click only once the frame it landed in acknowledges it, and drop
   * that answer for good when the frame is removed first (content/browser/devtools/protocol/input_handler.cc: the
   * pending callbacks of a destroyed widget are never called). Scout now removes its frame a second after the close
   * (entrypoints/in-page/panel-host.ts, REMOVE_AFTER_MS); before that, 1 run in 6 under load had `mouse.click` wait
   * out the test's 60 s with the panel gone 70 ms after the click. The click's promise is left to settle, or to reject
   * when the page closes.
   */
  async close(): Promise<void> {
    const { x, y } = await this.buttonPoint('Close Scout');
    void this.page.mouse.click(x, y).catch(() => undefined);
    await expect.poll(() => this.hostCount()).toBe(0);
  }

  /**
   * Presses Escape where the focus is (inside the panel) and waits until the page holds no host: awaited by its effect,
   * like `close()`. The key removes the frame that has the focus, and Chromium can lose that key's acknowledgement too:
   * CI's run of 2026-11-27 had the panel's summarize test end in `keyboard.press` until its 60 s ran out.
   */
  async closeWithEscape(): Promise<void> {
    void this.page.keyboard.press('Escape').catch(() => undefined);
    await expect.poll(() => this.hostCount()).toBe(0);
  }

  /** Drags the panel by its grip ("Move the panel…") with the real mouse. */
  async dragBy(dx: number, dy: number): Promise<void> {
    const { x, y } = await this.buttonPoint(/^Move the panel/);
    await answered(
      (async () => {
        await this.page.mouse.move(x, y);
        await this.page.mouse.down();
        await this.page.mouse.move(x + dx, y + dy, { steps: 5 });
        await this.page.mouse.up();
      })(),
      'Dragging the panel',
    );
  }

  /** The value of the panel's "Text to search" box. */
  queryValue(): Promise<string> {
    return this.inPanel(function () {
      return this.querySelector('input')?.value ?? '';
    });
  }

  /** Clicks the "Text to search" box, replaces its text by typing (trusted keys), and leaves focus in it. */
  async fillQuery(text: string): Promise<void> {
    const point = await this.inPanel(function () {
      const input = this.querySelector('input');
      if (!input) return { error: 'The panel has no query box.' };
      input.scrollIntoView({ block: 'center' });
      const box = input.getBoundingClientRect();
      const x = box.left + Math.min(20, box.width / 2);
      const y = box.top + box.height / 2;
      const hit = (this instanceof ShadowRoot ? this : this.ownerDocument).elementFromPoint(x, y);
      if (hit !== input) return { error: `the query box is covered by ${hit?.localName ?? 'nothing'}` };
      return { x, y };
    });
    if ('error' in point) throw new Error(String(point.error));
    const { x, y } = await this.onPage(point);
    await answered(this.page.mouse.click(x, y), 'Clicking the query box');
    const focused = await this.focused();
    if (focused?.tag !== 'input') throw new Error(`Clicking the query box focused ${JSON.stringify(focused)}`);
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.type(text);
    const value = await this.queryValue();
    if (value !== text)
      throw new Error(`The query box holds ${JSON.stringify(value)} after typing ${JSON.stringify(text)}`);
  }

  /** Computed style values of the panel's first element matching `selector`. */
  style(selector: string, properties: string[]): Promise<Record<string, string>> {
    return this.inPanel(
      function (selector: string, properties: string[]) {
        const element = this.querySelector(selector);
        if (!element) throw new Error(`No ${selector} in the panel`);
        const style = getComputedStyle(element);
        return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      },
      selector,
      properties,
    );
  }

  /** Computed style values of every element of the panel matching `selector`. */
  styles(selector: string, properties: string[]): Promise<Record<string, string>[]> {
    return this.inPanel(
      function (selector: string, properties: string[]) {
        return [...this.querySelectorAll(selector)].map((element) => {
          const style = getComputedStyle(element);
          return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
        });
      },
      selector,
      properties,
    );
  }

  /** The host's computed display and visibility, and its box. */
  host(): Promise<{ display: string; visibility: string; width: number; height: number; left: number; top: number }> {
    return this.onHost(function () {
      const style = getComputedStyle(this);
      const box = this.getBoundingClientRect();
      return {
        display: style.display,
        visibility: style.visibility,
        width: box.width,
        height: box.height,
        left: box.left,
        top: box.top,
      };
    });
  }

  /**
   * Starts recording, on every change in the panel, whether the summary is busy and how long its text is (the
   * recorder lives in the panel's frame, out of the page's reach). Read it back with `progress()`.
   */
  async recordProgress(): Promise<void> {
    await this.inPanel(function () {
      const record: { busy: string | null; text: number }[] = [];
      (globalThis as unknown as { scoutProgress: typeof record }).scoutProgress = record;
      const snap = () => {
        const section = this.querySelector('.scout-summary');
        const body = section?.querySelector('.scout-summary-body');
        if (section) record.push({ busy: section.getAttribute('aria-busy'), text: (body?.textContent ?? '').length });
      };
      snap();
      new MutationObserver(snap).observe(this, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
  }

  progress(): Promise<{ busy: string | null; text: number }[]> {
    return this.inPanel(function () {
      return (globalThis as unknown as { scoutProgress?: { busy: string | null; text: number }[] }).scoutProgress ?? [];
    });
  }

  /** Light-DOM marks and markers Scout added to the page: per place number, how many. */
  marks(): Promise<{ marks: Record<string, string[]>; markers: Record<string, string | null>[] }> {
    return this.inPage(`(() => {
      const marks = {};
      for (const mark of document.querySelectorAll('mark[data-scout-place]')) (marks[mark.dataset.scoutPlace] ??= []).push(mark.textContent);
      const markers = [...document.querySelectorAll('span[data-scout-place]')].map((m) => ({ place: m.dataset.scoutPlace, label: m.getAttribute('aria-label') }));
      return { marks, markers };
    })()`);
  }

  async detach(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }
}

/** `#…` of an address, or '' (also for an empty or unparsable one). */
function fragmentOf(url: string): string {
  const at = url.indexOf('#');
  return at < 0 ? '' : url.slice(at);
}
