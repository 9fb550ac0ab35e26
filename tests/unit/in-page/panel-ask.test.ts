/**
 * "Ask Scout about this page" in the content script (entrypoints/in-page/page-capture.ts, panel-controller.ts): the
 * page's text is read once and handed to the worker while the panel opens, and its frame hears what the worker priced;
 * another job opened meanwhile is neither held back nor given the page; a page that changes afterwards changes nothing that is sent; a second ask (another surface) replaces the panel, one host per
 * tab; a page with no readable text says why and hands nothing over.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPanelController } from '@/entrypoints/in-page/panel-controller';
import { HOST_ATTRIBUTE } from '@/entrypoints/in-page/panel-host';

const HOSTS = `:root > div[${HOST_ATTRIBUTE}]`;
const FRAME = { frameId: 5, documentId: 'D5' };
const CAPTURED = {
  id: '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b',
  url: 'https://blog.example/',
  chars: 10,
  total: 10,
  priceMicros: 9_300,
};
let roots: ShadowRoot[];
let controller: ReturnType<typeof createPanelController>;
let sent: { type: string; data: { text: string } }[];

beforeEach(() => {
  roots = [];
  sent = [];
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // happy-dom has no layout: everything in these pages is shown.
  vi.spyOn(Element.prototype, 'checkVisibility').mockReturnValue(true);
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (message: unknown) => {
    sent.push(message as (typeof sent)[number]);
    return { ok: true, data: CAPTURED };
  });
  showPage(`<main><h1>Coffee</h1><p>${'The best espresso is at Torra Roasters. '.repeat(8)}</p></main>`);
  controller = createPanelController();
});
afterEach(() => {
  controller.close();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The page's body from markup (parsed in an inert document, its scripts never run). */
const showPage = (html: string) =>
  document.body.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);

const token = () => {
  const root = roots.find((r) => (r.host as Element).hasAttribute(HOST_ATTRIBUTE))!;
  return new URL(root.querySelector('iframe')!.src).hash.slice(1);
};
/** The worker prices the page only when the returned function is called. */
function holdPrice(): () => void {
  let answer: (() => void) | undefined;
  vi.mocked(fakeBrowser.runtime.sendMessage).mockImplementation(async (message: unknown) => {
    sent.push(message as (typeof sent)[number]);
    await new Promise<void>((resolve) => (answer = resolve));
    return { ok: true, data: CAPTURED };
  });
  return () => answer?.();
}

const hello = () =>
  controller.handle({ type: 'scout.panel', token: token(), frame: FRAME, request: { type: 'hello' } });

describe('asking about the page', () => {
  it('hands the page’s text to the worker once, then opens the panel with its price; later changes send nothing', async () => {
    controller.open({ type: 'scout.askPage' });
    await vi.waitFor(() => expect(document.querySelectorAll(HOSTS)).toHaveLength(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toBe('page.capture');
    expect(sent[0]?.data.text).toContain('The best espresso is at Torra Roasters.');
    expect(await hello()).toMatchObject({ job: { kind: 'ask', page: CAPTURED } });

    document.querySelector('p')!.textContent = 'The page changed after it was priced.';
    expect(await hello()).toMatchObject({ job: { kind: 'ask', page: CAPTURED } });
    expect(sent).toHaveLength(1);
  });

  it('opens the panel at once and loads its frame while the page is priced; the frame hears the price', async () => {
    const price = holdPrice();
    controller.open({ type: 'scout.askPage' });
    // The host and its frame are on the page before the worker answered.
    expect(document.querySelectorAll(HOSTS)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    let heard: unknown;
    void Promise.resolve(hello()).then((reply) => (heard = reply));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toBeUndefined();
    price();
    await vi.waitFor(() => expect(heard).toMatchObject({ job: { kind: 'ask', page: CAPTURED } }));
  });

  it('a panel opened for another job while the page is read is not held back, nor given the page', async () => {
    const price = holdPrice();
    controller.open({ type: 'scout.askPage' });
    controller.open({ type: 'scout.findPlaces', text: 'coffee' });
    expect(await hello()).toMatchObject({ job: { kind: 'places' } });
    price();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await hello()).not.toHaveProperty('job.page');
  });

  it('keeps one panel when a second surface asks about the same page', async () => {
    controller.open({ type: 'scout.askPage' });
    controller.open({ type: 'scout.askPage' });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await vi.waitFor(async () => expect(await hello()).toMatchObject({ job: { kind: 'ask' } }));
    expect(document.querySelectorAll(HOSTS)).toHaveLength(1);
  });

  it('says why when the page has no readable text, and hands nothing over', async () => {
    showPage('<main><script>var x = 1;</script><p hidden>Hidden.</p></main>');
    controller.open({ type: 'scout.askPage' });
    await vi.waitFor(() => expect(document.querySelectorAll(HOSTS)).toHaveLength(1));
    expect(await hello()).toMatchObject({ job: { kind: 'ask', page: { unreadable: 'empty' } } });
    expect(sent).toEqual([]);
  });
});
