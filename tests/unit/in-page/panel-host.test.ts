import { afterEach, describe, expect, it } from 'vitest';
import {
  clampToViewport,
  createPanelHost as create,
  HOST_TAG,
  initialPosition,
  PANEL_WIDTH,
  type PanelHost,
} from '@/entrypoints/in-page/panel-host';

const hosts = () => document.querySelectorAll(HOST_TAG);
const made: PanelHost[] = [];
const createPanelHost = () => {
  const panel = create();
  made.push(panel);
  return panel;
};
// Removing a host as the page would brings it back: tests remove theirs as Scout does.
afterEach(() => made.splice(0).forEach((panel) => panel.remove()));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPanelHost', () => {
  it('mounts one host on <html> whose shadow root the page cannot reach (F4)', () => {
    const panel = createPanelHost();
    expect(hosts()).toHaveLength(1);
    expect(panel.host.parentElement).toBe(document.documentElement);
    expect(panel.host.shadowRoot).toBeNull();
    expect(panel.host.contains(panel.mount)).toBe(false);
    panel.remove();
    expect(hosts()).toHaveLength(0);
  });

  it('styles the host with !important inline CSSOM, which beats the page’s !important rules (F1)', () => {
    const { host } = createPanelHost();
    expect(host.style.getPropertyValue('display')).toBe('block');
    expect(host.style.getPropertyPriority('display')).toBe('important');
    expect(host.style.getPropertyValue('position')).toBe('fixed');
    expect(host.getAttribute('style')).not.toBeNull();
  });

  it('comes back when the page removes it, a bounded number of times (F6)', async () => {
    const panel = createPanelHost();
    panel.host.remove();
    await settle();
    expect(panel.host.isConnected).toBe(true);
    expect(hosts()).toHaveLength(1);
    for (let i = 0; i < 25; i++) {
      panel.host.remove();
      await settle();
    }
    expect(panel.host.isConnected).toBe(false);
  });

  it('stays removed when Scout removes it', async () => {
    const panel = createPanelHost();
    panel.remove();
    await settle();
    expect(hosts()).toHaveLength(0);
  });

  it('follows the page’s scheme through an attribute its stylesheet reads', () => {
    const panel = createPanelHost();
    panel.setScheme('dark');
    expect(panel.host.dataset.scheme).toBe('dark');
  });

  it('moves within the viewport', () => {
    const panel = createPanelHost();
    panel.moveTo(-500, 99_999);
    const { left, top } = panel.position();
    expect(left).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(window.innerHeight);
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
