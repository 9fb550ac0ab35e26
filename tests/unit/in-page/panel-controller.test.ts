/**
 * The content script's panel: one host per tab, a fresh frame and token per job, and what it does for the frame
 * that holds the token (utils/ui-safe/messaging/panel-link.ts). The frame's page itself is tested in tests/unit/panel/.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPanelController } from '@/entrypoints/in-page/panel-controller';
import { HOST_ATTRIBUTE } from '@/entrypoints/in-page/panel-host';
import { SILENT_MS } from '@/entrypoints/in-page/panel-frame';
import type { PanelFrameRef } from '@/utils/ui-safe/messaging/page-commands';
import type { PanelRequest } from '@/utils/ui-safe/messaging/panel-link';
import { closedNow } from './closed-now';

/** Scout's hosts on the page, found here by the mark Scout puts on them (Scout itself holds its own). */
const HOSTS = `:root > div[${HOST_ATTRIBUTE}]`;
const FRAME: PanelFrameRef = { frameId: 5, documentId: 'D5' };
let roots: ShadowRoot[];
let controllers: ReturnType<typeof createPanelController>[];

beforeEach(() => {
  roots = [];
  controllers = [];
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  // happy-dom does not load frames; it says so on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  controllers.forEach((controller) => void controller.close());
  vi.useRealTimers();
  document.body.replaceChildren();
  // Hosts closed but not yet removed (panel-host.ts, REMOVE_AFTER_MS) would be the next test's.
  for (const host of document.querySelectorAll(HOSTS)) host.remove();
});

function setup() {
  const controller = createPanelController();
  controllers.push(controller);
  return controller;
}
/** The host's shadow root (closed: the page has no way to it; the test keeps the one attachShadow returned). */
const shadow = () => roots.find((root) => (root.host as Element).hasAttribute(HOST_ATTRIBUTE))!;
const frame = () => shadow().querySelector('iframe');
const token = () => new URL(frame()!.src).hash.slice(1);
const ask = (controller: ReturnType<typeof createPanelController>, request: PanelRequest, from = FRAME, t = token()) =>
  controller.handle({ type: 'scout.panel', token: t, frame: from, request });

function article() {
  const element = document.createElement('article');
  element.append(Object.assign(document.createElement('p'), { textContent: 'Start at Torra Roasters, then walk.' }));
  element.append(Object.assign(document.createElement('p'), { textContent: 'Torra Roasters again.' }));
  document.body.prepend(element);
  return element;
}
const places = [
  { id: 'torra', name: 'Torra Roasters' },
  { id: 'quiosque', name: 'Quiosque do Largo' },
];

describe('createPanelController', () => {
  it('reuses one host for every job, each in a fresh frame with its own token, without adding listeners per job or re-attachment (F6)', async () => {
    const controller = setup();
    const onDocument = vi.spyOn(document, 'addEventListener');
    const onWindow = vi.spyOn(window, 'addEventListener');
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    const first = token();
    expect(frame()!.src).toBe(`${fakeBrowser.runtime.getURL('/panel.html')}#${first}`);
    const afterFirst = onDocument.mock.calls.length + onWindow.mock.calls.length;
    for (let i = 0; i < 10; i++) {
      controller.open({ type: 'scout.findPlaces', text: `coffee ${i}` });
      document.querySelector(HOSTS)?.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(document.querySelectorAll(HOSTS)).toHaveLength(1);
    expect(shadow().querySelectorAll('iframe')).toHaveLength(1);
    expect(token()).not.toBe(first);
    expect(onDocument.mock.calls.length + onWindow.mock.calls.length).toBe(afterFirst);
    closedNow(() => controller.close());
    expect(document.querySelectorAll(HOSTS)).toHaveLength(0);
  });

  it('answers only the frame holding its token, and of those only the first that said hello (F9)', () => {
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: ' coffee\u202E in Lisbon ' });
    const other = 'ffffffff-6c1f-4d2e-9a7b-3c4d5e6f7a8b';
    expect(ask(controller, { type: 'hello' }, FRAME, other)).toBeUndefined();
    expect(ask(controller, { type: 'calm' })).toBeUndefined();
    expect(ask(controller, { type: 'hello' })).toEqual({
      job: { kind: 'summary', query: 'coffee in Lisbon', shortened: false },
      scheme: 'light',
    });
    // Another frame document with the same token (the page framed the panel's page itself, having learned the token).
    const intruder = { frameId: 9, documentId: 'D9' };
    expect(ask(controller, { type: 'hello' }, intruder)).toBeUndefined();
    expect(ask(controller, { type: 'close' }, intruder)).toBeUndefined();
    expect(ask(controller, { type: 'close' }, { frameId: 5, documentId: 'D6' })).toBeUndefined();
    expect(document.querySelectorAll(HOSTS)).toHaveLength(1);
    // A new job is a new frame: the old token reaches nothing.
    const old = token();
    controller.open({ type: 'scout.findPlaces', text: 'tea' });
    expect(ask(controller, { type: 'hello' }, FRAME, old)).toBeUndefined();
    expect(ask(controller, { type: 'hello' })).toMatchObject({ job: { kind: 'places', query: 'tea' } });
  });

  it('highlights, reveals and clears for its frame, tells it of clicked highlights, and gives the page back on close', () => {
    const page = article();
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    const before = page.innerHTML;
    const sent = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(undefined as never);
    const controller = setup();
    controller.open({ type: 'scout.findPlaces', text: 'coffee' });
    ask(controller, { type: 'hello' });
    expect(ask(controller, { type: 'highlight', places })).toEqual({
      counts: [
        ['torra', 2],
        ['quiosque', 0],
      ],
    });
    expect(page.querySelectorAll('span[data-scout-place]')).toHaveLength(2);
    // The same places again (a frame asking twice) change nothing on the page.
    const marker = page.querySelector('span[data-scout-place]');
    ask(controller, { type: 'highlight', places });
    expect(page.querySelector('span[data-scout-place]')).toBe(marker);
    expect(ask(controller, { type: 'reveal', id: 'torra' })).toEqual({ found: true });
    expect(document.activeElement).toBe(marker);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(click, 'isTrusted', { value: true });
    page.querySelector('mark[data-scout-place]')!.dispatchEvent(click);
    expect(sent).toHaveBeenCalledWith({
      type: 'panel.event',
      data: { token: token(), event: { type: 'activate', id: 'torra' } },
    });

    expect(ask(controller, { type: 'clear' })).toEqual({});
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    expect(page.innerHTML).toBe(before);
    ask(controller, { type: 'highlight', places });
    closedNow(() => ask(controller, { type: 'close' }));
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    expect(page.innerHTML).toBe(before);
    expect(document.querySelectorAll(HOSTS)).toHaveLength(0);
  });

  it('tells its frame the page’s colour scheme, light or dark, with the job', () => {
    document.body.style.backgroundColor = 'rgb(20, 20, 24)';
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    expect(ask(controller, { type: 'hello' })).toMatchObject({ scheme: 'dark' });
    document.body.style.backgroundColor = 'rgb(250, 250, 250)';
    controller.open({ type: 'scout.summarize', text: 'tea' });
    expect(ask(controller, { type: 'hello' })).toMatchObject({ scheme: 'light' });
    document.body.style.backgroundColor = '';
  });

  it('gives focus back to what had it on the page', () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    ask(controller, { type: 'hello' });
    expect(document.activeElement).not.toBe(button);
    ask(controller, { type: 'close' });
    expect(document.activeElement).toBe(button);
  });

  it('is not calm just after it opened or moved (F8)', () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'setInterval'] });
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    ask(controller, { type: 'hello' });
    expect(ask(controller, { type: 'calm' })).toEqual({ calm: false });
    vi.advanceTimersByTime(600);
    expect(ask(controller, { type: 'calm' })).toEqual({ calm: true });
    ask(controller, { type: 'move', dx: 40, dy: 10 });
    expect(ask(controller, { type: 'calm' })).toEqual({ calm: false });
  });

  it('says so when the frame loads but its script never runs (a page with a CSP sandbox)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    frame()!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SILENT_MS - 1_000);
    expect(frame()).not.toBeNull();
    vi.advanceTimersByTime(1_500);
    expect(frame()).toBeNull();
    expect(shadow().textContent).toContain('This page does not allow Scout’s panel.');
    // Esc closes it, as it closes the panel.
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
    Object.defineProperty(escape, 'isTrusted', { value: true });
    closedNow(() => shadow().querySelector('h2')!.dispatchEvent(escape));
    expect(document.querySelectorAll(HOSTS)).toHaveLength(0);
  });

  it('counts the frame’s silence from its insertion: a frame kept from loading gets the notice too (F10)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    // No load event ever comes.
    vi.advanceTimersByTime(SILENT_MS - 100);
    expect(frame()).not.toBeNull();
    vi.advanceTimersByTime(200);
    expect(frame()).toBeNull();
    expect(shadow().textContent).toContain('This page does not allow Scout’s panel.');
  });

  it('closes its frame, saying why, when anything but Scout changes inside its closed root: the frame removed or replaced before it loaded, an attribute, a node (F10)', async () => {
    for (const intrude of [
      () => frame()!.remove(),
      () => frame()!.replaceWith(Object.assign(document.createElement('iframe'), { src: frame()!.src })),
      () => frame()!.setAttribute('src', 'https://example.com/'),
      () => shadow().append(document.createElement('div')),
    ]) {
      const controller = setup();
      controller.open({ type: 'scout.summarize', text: 'coffee' });
      intrude();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(shadow().querySelector('iframe')).toBeNull();
      expect(shadow().textContent).toContain('kept covering or changing it');
      // The frame it made says hello in vain: nothing binds to the closed panel.
      expect(ask(controller, { type: 'hello' }, FRAME, 'f'.repeat(36))).toBeUndefined();
      controller.close();
      roots.length = 0;
    }
  });

  it('takes none of its own changes inside the root for an intrusion: the frame shown on hello, a new job’s frame, a notice', async () => {
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    expect(ask(controller, { type: 'hello' })).toMatchObject({ job: { query: 'coffee' } });
    controller.open({ type: 'scout.findPlaces', text: 'coffee' });
    ask(controller, { type: 'hello' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frame()).not.toBeNull();
    expect(ask(controller, { type: 'clear' })).toEqual({});
  });

  it('closes its frame, saying why, when the page navigates it', () => {
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    frame()!.dispatchEvent(new Event('load'));
    ask(controller, { type: 'hello' });
    frame()!.dispatchEvent(new Event('load'));
    expect(frame()).toBeNull();
    expect(shadow().textContent).toContain('kept covering or changing it');
  });

  it('says Scout was updated, gives the page back and offers a reload, once its extension context is gone (E3)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const page = article();
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    const before = page.innerHTML;
    const controller = setup();
    controller.open({ type: 'scout.findPlaces', text: 'coffee' });
    ask(controller, { type: 'hello' });
    ask(controller, { type: 'highlight', places });
    const id = vi.spyOn(fakeBrowser.runtime, 'id', 'get').mockReturnValue(undefined as never);
    vi.advanceTimersByTime(2_000);
    id.mockRestore();
    expect(frame()).toBeNull();
    expect(shadow().querySelector('[role="alert"]')!.textContent).toBe(
      'Scout was updated — reload the page to use it here.',
    );
    expect([...shadow().querySelectorAll('button')].map((b) => b.textContent)).toEqual(['⠿', '✕', 'Reload the page']);
    expect(shadow().activeElement?.localName).toBe('h2');
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    expect(page.innerHTML).toBe(before);
  });

  it('says Scout was updated, not "the page kept covering it", when the update unloads its frame first (E3)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const updated = 'Scout was updated — reload the page to use it here.';
    const alert = () => shadow().querySelector('[role="alert"]')?.textContent;
    const controller = setup();
    controller.open({ type: 'scout.summarize', text: 'coffee' });
    frame()!.dispatchEvent(new Event('load'));
    ask(controller, { type: 'hello' });
    // The unloaded frame's second load, seen while this script's context is already gone…
    const id = vi.spyOn(fakeBrowser.runtime, 'id', 'get').mockReturnValue(undefined as never);
    frame()!.dispatchEvent(new Event('load'));
    expect(alert()).toBe(updated);
    id.mockRestore();
    // …or just before it goes: the next check puts it right.
    controller.open({ type: 'scout.summarize', text: 'tea' });
    frame()!.dispatchEvent(new Event('load'));
    ask(controller, { type: 'hello' });
    frame()!.dispatchEvent(new Event('load'));
    expect(shadow().textContent).toContain('kept covering or changing it');
    const gone = vi.spyOn(fakeBrowser.runtime, 'id', 'get').mockReturnValue(undefined as never);
    vi.advanceTimersByTime(2_000);
    gone.mockRestore();
    expect(alert()).toBe(updated);
    expect([...shadow().querySelectorAll('button')].map((b) => b.textContent)).toEqual(['⠿', '✕', 'Reload the page']);
  });
});
