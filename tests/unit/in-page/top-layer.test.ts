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
  const host = document.createElement('scout-panel');
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

/** An element of the page in the top layer (a popover or a modal dialog), announcing itself as the browser would. */
function pagePopover(): HTMLElement {
  const overlay = document.createElement('div');
  overlay.matches = (selector: string) => selector.includes(':popover-open');
  document.body.append(overlay);
  return overlay;
}
function toggle(target: Element, newState: 'open' | 'closed') {
  target.dispatchEvent(
    Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
  );
}

describe('watchTopLayer (F8)', () => {
  it('is not calm within 500 ms of the panel appearing or moving', () => {
    const { watch } = setup();
    expect(watch.calm()).toBe(false);
    clock += CALM_MS;
    expect(watch.calm()).toBe(true);
    watch.disturbed();
    clock += CALM_MS - 1;
    expect(watch.calm()).toBe(false);
    clock += 1;
    expect(watch.calm()).toBe(true);
  });

  it('takes the top layer back when a page element enters it, and is not calm just after', () => {
    const { raise, watch } = setup();
    clock += 10_000;
    expect(watch.calm()).toBe(true);
    toggle(pagePopover(), 'open');
    expect(raise).toHaveBeenCalledOnce();
    expect(watch.calm()).toBe(false);
    clock += CALM_MS;
    expect(watch.calm()).toBe(true);
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
