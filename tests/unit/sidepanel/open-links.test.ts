import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { linkOpening, openLinksBesideThePanel } from '@/entrypoints/sidepanel/open-links';

const URL_A = 'https://birds.example/heron';

function link(href: string): HTMLAnchorElement {
  const a = Object.assign(document.createElement('a'), { href, target: '_blank' });
  a.append(Object.assign(document.createElement('bdi'), { textContent: 'Heron' }));
  document.body.append(a);
  return a;
}
const click = (target: Element, init: MouseEventInit = {}, type = 'click') =>
  new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init });

describe('linkOpening', () => {
  const at = (target: Element, event: MouseEvent) => {
    let seen: ReturnType<typeof linkOpening>;
    target.addEventListener(
      event.type,
      (e) => {
        seen = linkOpening(e as MouseEvent);
        e.preventDefault(); // The test environment would follow the link.
      },
      { once: true },
    );
    target.dispatchEvent(event);
    return seen;
  };

  it('a plain click (or Enter) on an http(s) link, even on its text: the active tab', () => {
    const a = link(URL_A);
    expect(at(a.firstChild as Element, click(a))).toEqual({ url: URL_A, newTab: false });
  });

  it('Ctrl, ⌘ or Shift, or the middle button: a new tab', () => {
    const a = link(URL_A);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }])
      expect(at(a, click(a, init))).toEqual({ url: URL_A, newTab: true });
    expect(at(a, click(a, { button: 1 }, 'auxclick'))).toEqual({ url: URL_A, newTab: true });
  });

  it('leaves the browser alone for a right click, Alt, a link that is not http(s), or no link', () => {
    const a = link(URL_A);
    expect(at(a, click(a, { button: 2 }, 'auxclick'))).toBeUndefined();
    expect(at(a, click(a, { altKey: true }))).toBeUndefined();
    const script = link('javascript:alert(1)');
    expect(at(script, click(script))).toBeUndefined();
    expect(at(document.body, click(document.body))).toBeUndefined();
  });
});

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
  });
  afterEach(() => {
    stop();
    document.removeEventListener('click', record);
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
