import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openLinksBesideThePanel } from '@/entrypoints/sidepanel/open-links';

const URL_A = 'https://birds.example/heron';

/** A result's link (no `target="_blank"` as RichText.tsx sets: happy-dom opens such a link when a click on its text
 * passes it, before the document's listeners run, where a browser acts after them; the panel does not read it). */
function link(href: string): HTMLAnchorElement {
  const a = Object.assign(document.createElement('a'), { href });
  a.append(Object.assign(document.createElement('bdi'), { textContent: 'Heron' }));
  document.body.append(a);
  return a;
}
const click = (target: Element, init: MouseEventInit = {}, type = 'click') =>
  new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init });

describe('openLinksBesideThePanel', () => {
  let stop: () => void;
  /** Whether the panel took each click, seen after its listener; then the click is stopped here, as the test
   * environment would follow the link. */
  const taken: boolean[] = [];
  const record = (event: Event) => {
    taken.push(event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    fakeBrowser.reset();
    taken.length = 0;
    stop = openLinksBesideThePanel(document);
    document.addEventListener('click', record);
    document.addEventListener('auxclick', record);
  });
  afterEach(() => {
    stop();
    document.removeEventListener('click', record);
    document.removeEventListener('auxclick', record);
  });

  /** Where the panel opened the link of one click: the active tab, a new background tab, or nowhere (undefined: the
   * click is left to the browser, not prevented). */
  function opened(target: Element, event: MouseEvent): { url?: string; newTab: boolean } | undefined {
    const update = vi.spyOn(fakeBrowser.tabs, 'update').mockResolvedValue({} as never);
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    taken.length = 0;
    target.dispatchEvent(event);
    const calls = [
      ...update.mock.calls.map(([props]) => ({ url: (props as { url?: string }).url, newTab: false })),
      ...create.mock.calls.map(([props]) => ({ url: props.url, newTab: true })),
    ];
    update.mockRestore();
    create.mockRestore();
    expect(calls.length).toBeLessThanOrEqual(1);
    expect(taken).toEqual([calls.length === 1]);
    return calls[0];
  }

  it('a plain click (or Enter) on an http(s) link, even on its text: the active tab', () => {
    const a = link(URL_A);
    expect(opened(a.firstChild as Element, click(a))).toEqual({ url: URL_A, newTab: false });
  });

  it('Ctrl, ⌘ or Shift, or the middle button: a new tab', () => {
    const a = link(URL_A);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }])
      expect(opened(a, click(a, init))).toEqual({ url: URL_A, newTab: true });
    expect(opened(a, click(a, { button: 1 }, 'auxclick'))).toEqual({ url: URL_A, newTab: true });
  });

  it('leaves the browser alone for a right click, Alt, a link that is not http(s), or no link', () => {
    const a = link(URL_A);
    expect(opened(a, click(a, { button: 2 }, 'auxclick'))).toBeUndefined();
    expect(opened(a, click(a, { altKey: true }))).toBeUndefined();
    const script = link('javascript:alert(1)');
    expect(opened(script, click(script))).toBeUndefined();
    expect(opened(document.body, click(document.body))).toBeUndefined();
  });

  it('loads a clicked result in the active tab and keeps the panel; a new background tab on Ctrl', async () => {
    const update = vi.spyOn(fakeBrowser.tabs, 'update').mockResolvedValue({} as never);
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    const a = link(URL_A);
    a.dispatchEvent(click(a));
    expect(taken).toEqual([true]);
    expect(update).toHaveBeenCalledWith({ url: URL_A });
    a.dispatchEvent(click(a, { ctrlKey: true }));
    expect(create).toHaveBeenCalledWith({ url: URL_A, active: false });
    expect(update).toHaveBeenCalledOnce();
  });

  it('opens a new tab when there is no active tab to load it in', async () => {
    vi.spyOn(fakeBrowser.tabs, 'update').mockRejectedValue(new Error('No tab'));
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    const a = link(URL_A);
    a.dispatchEvent(click(a));
    await vi.waitFor(() => expect(create).toHaveBeenCalledWith({ url: URL_A }));
  });

  it('stops when asked', () => {
    stop();
    const update = vi.spyOn(fakeBrowser.tabs, 'update').mockResolvedValue({} as never);
    const a = link(URL_A);
    a.dispatchEvent(click(a));
    expect(taken).toEqual([false]);
    expect(update).not.toHaveBeenCalled();
  });
});
