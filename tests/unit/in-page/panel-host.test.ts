import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPanelHost as create,
  HOST_ATTRIBUTE,
  REMOVE_AFTER_MS,
  type PanelHost,
} from '@/entrypoints/in-page/panel-host';
import { clampToViewport, initialPosition, PANEL_WIDTH } from '@/entrypoints/in-page/panel-position';
import { closedNow } from './closed-now';

/** Scout's hosts on the page, found here by the mark Scout puts on them (Scout itself holds its own). */
const HOSTS = `:root > div[${HOST_ATTRIBUTE}]`;
const hosts = () => document.querySelectorAll(HOSTS);
const made: PanelHost[] = [];
const createPanelHost = (events: Parameters<typeof create>[0] = {}) => {
  const panel = create(events);
  made.push(panel);
  return panel;
};
// Removing a host as the page would brings it back: tests remove theirs as Scout does, then take away what Scout only
// hid so far (REMOVE_AFTER_MS), so that no test sees another's host.
afterEach(() => {
  made.splice(0).forEach((panel) => void panel.remove());
  vi.useRealTimers();
  for (const host of hosts()) host.remove();
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPanelHost', () => {
  it('mounts one host on <html> whose shadow root the page cannot reach (F4)', () => {
    const panel = createPanelHost();
    const content = document.createElement('div');
    panel.show(content);
    expect(hosts()).toHaveLength(1);
    expect(panel.host.parentElement).toBe(document.documentElement);
    expect(panel.host.shadowRoot).toBeNull();
    expect(panel.host.contains(content)).toBe(false);
    expect([...document.querySelectorAll('div')]).toEqual([panel.host]);
    closedNow(() => panel.remove());
    expect(hosts()).toHaveLength(0);
  });

  it('is a manual popover (the top layer) styled with !important inline CSSOM, which beats the page’s !important rules (F1)', () => {
    const { host } = createPanelHost();
    expect(host.getAttribute('popover')).toBe('manual');
    for (const [property, value] of <[string, string][]>[
      ['display', 'block'],
      ['position', 'fixed'],
      ['opacity', '1'],
      ['visibility', 'visible'],
      ['transform', 'none'],
      ['filter', 'none'],
      ['pointer-events', 'auto'],
      ['transition', 'none'],
    ]) {
      expect(host.style.getPropertyValue(property), property).toBe(value);
      expect(host.style.getPropertyPriority(property), property).toBe('important');
    }
  });

  it('puts back what the page changes on the host: its style, its popover, attributes it adds (F1)', async () => {
    const onTamper = vi.fn();
    const panel = createPanelHost({ onTamper });
    panel.moveTo(100, 50);
    const style = panel.host.getAttribute('style');
    panel.host.style.setProperty('opacity', '0', 'important');
    panel.host.removeAttribute('popover');
    panel.host.setAttribute('inert', '');
    await settle();
    expect(panel.host.getAttribute('style')).toBe(style);
    expect(panel.host.getAttribute('popover')).toBe('manual');
    expect(panel.host.hasAttribute('inert')).toBe(false);
    expect(onTamper).toHaveBeenCalledWith(false);
    // Scout's own moves are no tampering.
    onTamper.mockClear();
    panel.moveTo(200, 80);
    panel.setHeight(300);
    await settle();
    expect(onTamper).not.toHaveBeenCalled();
  });

  it('comes back when the page removes it, a bounded number of times, then gives up (F6)', async () => {
    const onTamper = vi.fn();
    const onGiveUp = vi.fn();
    const panel = createPanelHost({ onTamper, onGiveUp });
    panel.host.remove();
    await settle();
    expect(panel.host.isConnected).toBe(true);
    expect(onTamper).toHaveBeenCalledWith(true);
    expect(hosts()).toHaveLength(1);
    for (let i = 0; i < 25; i++) {
      panel.host.remove();
      await settle();
    }
    expect(panel.host.isConnected).toBe(false);
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('is a plain div, whose root is attached before it enters the page: no page-defined element’s constructor runs on it (F10)', () => {
    const { host } = createPanelHost();
    expect(host.localName).toBe('div');
    expect(host.localName.includes('-')).toBe(false);
  });

  it('calls anything that changes inside its root but Scout’s own changes an intrusion (F10)', async () => {
    const onIntrusion = vi.fn();
    const panel = createPanelHost({ onIntrusion });
    const content = document.createElement('p');
    panel.show(content);
    panel.change(() => content.setAttribute('data-shown', ''));
    await settle();
    expect(onIntrusion).not.toHaveBeenCalled();
    content.append('changed by someone else');
    await settle();
    expect(onIntrusion).toHaveBeenCalledOnce();
  });

  it('stays removed when Scout removes it', async () => {
    const panel = createPanelHost();
    closedNow(() => panel.remove());
    await settle();
    expect(hosts()).toHaveLength(0);
  });

  it('hides at once when Scout removes it, and takes itself and its frame off the page a moment later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const onTamper = vi.fn();
    const panel = createPanelHost({ onTamper });
    const frame = document.createElement('iframe');
    panel.show(frame);
    const gone = panel.remove();
    // Hidden: no box, no click, no focus; but the frame a click or key just landed in is still there to answer it.
    expect(panel.host.style.getPropertyValue('display')).toBe('none');
    expect(panel.host.style.getPropertyPriority('display')).toBe('important');
    expect(panel.host.matches(':popover-open')).toBe(false);
    expect(panel.host.isConnected).toBe(true);
    expect(frame.isConnected).toBe(true);
    expect(panel.remove()).toBe(gone);
    // What the page does to a closing host is no tampering.
    panel.host.style.setProperty('opacity', '0');
    await vi.advanceTimersByTimeAsync(REMOVE_AFTER_MS - 1);
    expect(onTamper).not.toHaveBeenCalled();
    expect(hosts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await gone;
    expect(hosts()).toHaveLength(0);
    expect(frame.isConnected).toBe(false);
  });

  it('moves, and grows with its content, within the viewport', () => {
    const panel = createPanelHost();
    panel.moveTo(-500, 99_999);
    const { left, top } = panel.position();
    expect(left).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(window.innerHeight);
    panel.setHeight(99_999);
    expect(parseFloat(panel.host.style.getPropertyValue('height'))).toBeLessThan(window.innerHeight);
    panel.setHeight(300);
    expect(panel.host.style.getPropertyValue('height')).toBe('300px');
  });
});

describe('where the panel opens', () => {
  it('top-right when there is no selection to point at', () => {
    expect(initialPosition(undefined)).toEqual(clampToViewport(window.innerWidth - PANEL_WIDTH - 12, 12));
  });

  it('below the selection when there is room', () => {
    const rect = { left: 100, top: 50, bottom: 70, right: 300, width: 200, height: 20 } as DOMRectReadOnly;
    expect(initialPosition(rect)).toEqual(clampToViewport(100, 78));
  });
});
