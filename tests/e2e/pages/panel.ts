/**
 * Scout's in-page panel as a test sees it. The panel lives in a CLOSED shadow root, which neither the page nor
 * Playwright's locators can reach; the Chrome DevTools Protocol can (docs/in-page-notes.md). This driver:
 * - runs its own code in an isolated world of its own (`Page.createIsolatedWorld`), so a hostile page's patched
 *   built-ins (Array.prototype.map, JSON.parse, …) cannot disturb what the test reads;
 * - finds the `scout-panel` host there, asks `DOM.describeNode({pierce: true})` for its shadow root and resolves that
 *   root into the same world (`DOM.resolveNode`), so `Runtime.callFunctionOn` runs with `this` = the shadow root;
 * - clicks with REAL mouse events (`page.mouse.click` at an element's box): the panel acts on trusted events only.
 */
import type { CDPSession, Page } from '@playwright/test';

const GROUP = 'scout-e2e-driver';

/** What an element is, in a form a test can assert on. */
export interface ElementInfo {
  tag: string;
  text: string;
  label: string | null;
  placeId: string | null;
}

/** A function that runs in the driver's world with `this` bound; its source is sent over CDP, so it must be self-contained. */
type Remote<This, Args extends unknown[], R> = (this: This, ...args: Args) => R;

export class ScoutPanel {
  private world: number | undefined;

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
          expression: `document.querySelector('scout-panel')`,
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

  /** The panel's shadow root as a remote object in the driver's world, or undefined when there is no panel. */
  private async rootObject(): Promise<string | undefined> {
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

  private async callOn<This, Args extends unknown[], R>(
    objectId: string,
    fn: Remote<This, Args, R>,
    args: Args,
  ): Promise<Awaited<R>> {
    try {
      const { result, exceptionDetails } = await this.cdp.send('Runtime.callFunctionOn', {
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
      await this.cdp.send('Runtime.releaseObjectGroup', { objectGroup: GROUP }).catch(() => undefined);
    }
  }

  /** Runs `fn` with `this` = the panel's shadow root. Throws when there is no panel. */
  async inPanel<Args extends unknown[], R>(fn: Remote<ShadowRoot, Args, R>, ...args: Args): Promise<Awaited<R>> {
    const root = await this.rootObject();
    if (root === undefined) throw new Error('There is no Scout panel on this page.');
    return this.callOn(root, fn, args);
  }

  /** Runs `fn` with `this` = the `scout-panel` host element. Throws when there is none. */
  async onHost<Args extends unknown[], R>(fn: Remote<HTMLElement, Args, R>, ...args: Args): Promise<Awaited<R>> {
    const host = await this.hostObject();
    if (host === undefined) throw new Error('There is no Scout panel host on this page.');
    return this.callOn(host, fn, args);
  }

  /** A host with a shadow root is on the page. */
  async exists(): Promise<boolean> {
    return (await this.rootObject()) !== undefined;
  }

  /** How many `scout-panel` elements the page's DOM holds. */
  hostCount(): Promise<number> {
    return this.inPage<number>(`document.querySelectorAll('scout-panel').length`);
  }

  /** The panel's text, whitespace collapsed ('' when there is no panel). */
  async text(): Promise<string> {
    if (!(await this.exists())) return '';
    return this.inPanel(function () {
      return (this.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
  }

  /** The element focused inside the panel, or null (focus is elsewhere). */
  focused(): Promise<ElementInfo | null> {
    return this.inPanel(function () {
      const element = this.activeElement as HTMLElement | null;
      if (!element) return null;
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

  /** Names (text, else aria-label) of the panel's buttons, in order. */
  buttons(): Promise<string[]> {
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
        const hit = this.elementFromPoint(x, y);
        if (!hit || !(hit === target || target.contains(hit)))
          return { error: `the button's middle is covered by ${hit?.localName ?? 'nothing'}` };
        if (box.width === 0 || box.height === 0) return { error: 'the button has no box' };
        return { x, y };
      },
      pattern,
      nth,
    );
    if ('error' in point) throw new Error(String(point.error));
    return point as { x: number; y: number };
  }

  /** A trusted mouse click on the panel's button (or link) named `name`. */
  async clickButton(name: string | RegExp, nth = 0): Promise<void> {
    const { x, y } = await this.buttonPoint(name, nth);
    await this.page.mouse.click(x, y);
  }

  /** Drags the panel by its grip ("Move the panel…") with the real mouse. */
  async dragBy(dx: number, dy: number): Promise<void> {
    const { x, y } = await this.buttonPoint(/^Move the panel/);
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 5 });
    await this.page.mouse.up();
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
      const hit = this.elementFromPoint(x, y);
      if (hit !== input) return { error: `the query box is covered by ${hit?.localName ?? 'nothing'}` };
      return { x, y };
    });
    if ('error' in point) throw new Error(String(point.error));
    await this.page.mouse.click(point.x, point.y);
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
   * recorder lives in the driver's world, out of the page's reach). Read it back with `progress()`.
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
    return this.inPage(`globalThis.scoutProgress ?? []`);
  }

  /** Light-DOM marks and markers Scout added to the page: per place number, how many. */
  marks(): Promise<{ marks: Record<string, string[]>; markers: Record<string, string | null>[] }> {
    return this.inPage(`(() => {
      const marks = {};
      for (const mark of document.querySelectorAll('scout-mark')) (marks[mark.dataset.scoutPlace] ??= []).push(mark.textContent);
      const markers = [...document.querySelectorAll('scout-marker')].map((m) => ({ place: m.dataset.scoutPlace, label: m.getAttribute('aria-label') }));
      return { marks, markers };
    })()`);
  }

  async detach(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }
}
