/**
 * The content script's half of the billed buttons' guard (docs/security-plan.md F8): when a click is calm, and what a
 * page's top-layer tricks make Scout do. happy-dom has no popovers, so a page's popover is an element that says it
 * matches the top-layer selectors, and its `toggle` event is dispatched as the browser would.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchTopLayer } from '@/entrypoints/in-page/top-layer';

/** How long after a disturbance clicks are not trusted (top-layer.ts). */
const CALM_MS = 500;

let clock = 1_000;
const now = () => clock;
const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
});

function setup() {
  const host = document.createElement('div');
  document.documentElement.append(host);
  const raise = vi.fn();
  const onBlocked = vi.fn();
  const watch = watchTopLayer(host, raise, onBlocked, now);
  stops.push(() => {
    watch.stop();
    host.remove();
  });
  return { host, raise, onBlocked, watch };
}

type Popover = HTMLElement & { shown: boolean };
/**
 * An element of the page in the top layer (a popover or a modal dialog) while `shown`, announcing itself as the browser
 * would; `parent` may be a shadow root. happy-dom lays nothing out: every box is empty, so none overlaps another.
 */
function pagePopover(parent: ParentNode = document.body): Popover {
  const overlay = Object.assign(document.createElement('div'), { shown: true });
  overlay.matches = (selector: string) => overlay.shown && selector.includes(':popover-open');
  parent.append(overlay);
  return overlay;
}
function toggle(target: Element, newState: 'open' | 'closed') {
  if ('shown' in target) target.shown = newState === 'open';
  target.dispatchEvent(
    Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
  );
}
/** Gives `element` a box on screen (happy-dom lays nothing out). */
function boxAt(element: Element, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
}

describe('watchTopLayer (F8)', () => {
  it('is not calm within 500 ms of the panel appearing or moving', () => {
    const { watch } = setup();
    expect(watch.calm().calm).toBe(false);
    clock += CALM_MS;
    expect(watch.calm().calm).toBe(true);
    watch.disturbed();
    clock += CALM_MS - 1;
    expect(watch.calm().calm).toBe(false);
    clock += 1;
    expect(watch.calm().calm).toBe(true);
  });

  it('takes the top layer back when a page element enters it, and is not calm just after', () => {
    const { raise, watch } = setup();
    clock += 10_000;
    expect(watch.calm().calm).toBe(true);
    const overlay = pagePopover();
    toggle(overlay, 'open');
    expect(raise).toHaveBeenCalledOnce();
    expect(watch.calm().calm).toBe(false);
    clock += CALM_MS;
    toggle(overlay, 'closed');
    expect(watch.calm().calm).toBe(true);
  });

  it('refuses every click while a page element is in the top layer, however long it has been there, and says why (F8)', () => {
    const { watch } = setup();
    const overlay = pagePopover();
    toggle(overlay, 'open');
    for (const wait of [CALM_MS, 1_000, 3_000, 60_000]) {
      clock += wait;
      expect(watch.calm()).toEqual({ calm: false, covered: true });
    }
    toggle(overlay, 'closed');
    expect(watch.calm()).toEqual({ calm: true });
  });

  it('sees a top-layer element whose toggle it never heard, in a closed shadow root too, at the moment of the click', () => {
    const { raise, watch } = setup();
    clock += 10_000;
    expect(watch.calm()).toEqual({ calm: true });
    const holder = document.body.appendChild(document.createElement('div'));
    const hidden = holder.attachShadow({ mode: 'closed' });
    // The content script reads closed roots (Chrome's dom.openOrClosedShadowRoot, Firefox's openOrClosedShadowRoot).
    Object.defineProperty(holder, 'openOrClosedShadowRoot', { value: hidden });
    const overlay = pagePopover(hidden);
    expect(watch.calm()).toEqual({ calm: false, covered: true });
    expect(raise).toHaveBeenCalledOnce();
    overlay.shown = false;
    clock += CALM_MS;
    expect(watch.calm()).toEqual({ calm: true });
  });

  it('takes the top layer back once from an element over the panel, and closes the panel when the page takes it again (F8)', () => {
    const { host, raise, onBlocked } = setup();
    boxAt(host, 500, 20, 380, 400);
    const cover = pagePopover();
    boxAt(cover, 0, 0, 1280, 720);
    toggle(cover, 'open');
    expect(raise).toHaveBeenCalledOnce();
    expect(onBlocked).not.toHaveBeenCalled();
    clock += 3_000;
    toggle(cover, 'closed');
    toggle(cover, 'open');
    expect(onBlocked).toHaveBeenCalledOnce();
    expect(raise).toHaveBeenCalledOnce();
  });

  it('counts a showing once when the click asks before its toggle comes (seen under load), and the next showing again', () => {
    const { host, raise, onBlocked, watch } = setup();
    boxAt(host, 500, 20, 380, 400);
    clock += 10_000;
    const cover = pagePopover();
    boxAt(cover, 0, 0, 1280, 720);
    // Shown as the user pressed the mouse on the panel; the click's question comes before the cover's own toggle.
    expect(watch.calm()).toEqual({ calm: false, covered: true });
    expect(raise).toHaveBeenCalledOnce();
    toggle(cover, 'open');
    expect(onBlocked).not.toHaveBeenCalled();
    expect(watch.calm()).toEqual({ calm: false, covered: true });
    // The page takes the top layer again: that is a second showing, and the fight it always was.
    toggle(cover, 'closed');
    toggle(cover, 'open');
    expect(onBlocked).toHaveBeenCalledOnce();
  });

  it('closes the panel when the page hides it twice', () => {
    const { host, raise, onBlocked } = setup();
    toggle(host, 'closed');
    expect(onBlocked).not.toHaveBeenCalled();
    clock += 1_000;
    toggle(host, 'closed');
    expect(onBlocked).toHaveBeenCalledOnce();
    expect(raise).toHaveBeenCalledOnce();
  });

  it('ignores what leaves the top layer, and elements that are not in it', () => {
    const { raise } = setup();
    toggle(pagePopover(), 'closed');
    toggle(document.body.appendChild(document.createElement('details')), 'open');
    expect(raise).not.toHaveBeenCalled();
  });

  it('shows the host again when the page hides it', () => {
    const { host, raise } = setup();
    toggle(host, 'closed');
    expect(raise).toHaveBeenCalledOnce();
  });

  it('gives up (the panel closes, saying why) after a page re-takes the top layer again and again', () => {
    const { raise, onBlocked } = setup();
    const overlay = pagePopover();
    for (let i = 0; i < 5; i++) {
      clock += 100;
      toggle(overlay, 'open');
    }
    expect(raise).toHaveBeenCalledTimes(5);
    expect(onBlocked).not.toHaveBeenCalled();
    toggle(overlay, 'open');
    expect(onBlocked).toHaveBeenCalledOnce();
    expect(raise).toHaveBeenCalledTimes(5);
  });

  it('counts re-takes within ten seconds only: a page whose menus open now and then is no fight', () => {
    const { onBlocked } = setup();
    const overlay = pagePopover();
    for (let i = 0; i < 12; i++) {
      clock += 2_500;
      toggle(overlay, 'open');
    }
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { raise, watch } = setup();
    watch.stop();
    toggle(pagePopover(), 'open');
    expect(raise).not.toHaveBeenCalled();
  });
});
