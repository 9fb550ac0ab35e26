import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PAGE_AGENT_ALIVE } from '@/utils/ui-safe/messaging/page-commands';

const open = vi.fn();
const close = vi.fn();
const handle = vi.fn();
vi.mock('@/entrypoints/in-page/panel-controller', () => ({ createPanelController: () => ({ open, close, handle }) }));

const AGENT = Symbol.for('scout.pageAgent');
type Listener = (message: unknown, sender: { id?: string }, sendResponse: (answer: unknown) => void) => unknown;
let listeners: Listener[];

/** What the listener answers through sendResponse (undefined: no answer), and what it returned. */
function deliver(message: unknown, sender: { id?: string }): { answer: unknown; returned: unknown } {
  let answer: unknown;
  const returned = listeners[0]!(message, sender, (value) => (answer = value));
  return { answer, returned };
}

/** A relayed request of the panel's frame: answered through sendResponse once the panel's reply settles. */
function deliverLater(message: unknown, sender: { id?: string }): { answer: Promise<unknown>; returned: unknown } {
  let returned: unknown;
  const answer = new Promise((resolve) => (returned = listeners[0]!(message, sender, resolve)));
  return { answer, returned };
}

beforeEach(() => {
  listeners = [];
  vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener').mockImplementation(((listener: never) =>
    listeners.push(listener)) as never);
  delete (globalThis as Record<symbol, unknown>)[AGENT];
  open.mockClear();
  close.mockClear();
  handle.mockReset();
});
afterEach(() => vi.restoreAllMocks());

const load = async () => (await import('@/entrypoints/in-page/page-agent')).startPageAgent();
const fromScout = { id: fakeBrowser.runtime.id };

describe('startPageAgent', () => {
  it('answers a ping, so the background knows not to inject a second copy', async () => {
    await load();
    expect(deliver({ type: 'scout.ping' }, fromScout)).toEqual({ answer: PAGE_AGENT_ALIVE, returned: undefined });
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the panel for a valid command and answers it', async () => {
    await load();
    expect(deliver({ type: 'scout.summarize', text: 'tea' }, fromScout).answer).toBe(PAGE_AGENT_ALIVE);
    expect(open).toHaveBeenCalledWith({ type: 'scout.summarize', text: 'tea' });
  });

  it('ignores malformed commands and other senders', async () => {
    await load();
    const unanswered = { answer: undefined, returned: undefined };
    expect(deliver({ type: 'scout.summarize', text: 5 }, fromScout)).toEqual(unanswered);
    expect(deliver({ type: 'search', q: 'x' }, fromScout)).toEqual(unanswered);
    expect(deliver({ type: 'scout.summarize', text: 'tea' }, { id: 'another-extension' })).toEqual(unanswered);
    expect(open).not.toHaveBeenCalled();
  });

  it('hands a relayed request of the panel frame to the panel and answers with its reply, or null', async () => {
    await load();
    const request = {
      type: 'scout.panel',
      token: '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b',
      frame: { frameId: 4, documentId: 'D4' },
      request: { type: 'calm' },
    };
    handle.mockReturnValueOnce({ calm: true });
    const calm = deliverLater(request, fromScout);
    // `true`: Chrome keeps the channel open for sendResponse after the listener returned.
    expect(calm.returned).toBe(true);
    expect(await calm.answer).toEqual({ calm: true });
    expect(handle).toHaveBeenCalledWith(request);
    expect(await deliverLater(request, fromScout).answer).toBeNull();
    // Malformed: a token of the page's choosing, or a request the panel has no such thing as.
    expect(deliver({ ...request, token: 'guess' }, fromScout).answer).toBeUndefined();
    expect(deliver({ ...request, request: { type: 'key.status' } }, fromScout).answer).toBeUndefined();
    expect(handle).toHaveBeenCalledTimes(2);
    expect(open).not.toHaveBeenCalled();
  });

  it('answers a hello the panel holds back (the page still being read) once it settles', async () => {
    await load();
    let settle!: (reply: unknown) => void;
    handle.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)));
    const hello = deliverLater(
      {
        type: 'scout.panel',
        token: '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b',
        frame: { frameId: 4, documentId: 'D4' },
        request: { type: 'hello' },
      },
      fromScout,
    );
    expect(hello.returned).toBe(true);
    settle({ job: { kind: 'ask', query: '', shortened: false }, scheme: 'light' });
    expect(await hello.answer).toMatchObject({ job: { kind: 'ask' } });
  });

  it('sends the page no event of its own, so a page cannot tell one Scout from another by listening', async () => {
    const sent = vi.spyOn(document, 'dispatchEvent');
    await load();
    expect(sent).not.toHaveBeenCalled();
  });

  it('runs once per page: a second injection leaves the live agent in charge', async () => {
    await load();
    await load();
    expect(listeners).toHaveLength(1);
  });

  it('retires an agent left over from before an update and takes over', async () => {
    const retire = vi.fn();
    (globalThis as Record<symbol, unknown>)[AGENT] = { alive: () => false, retire };
    await load();
    expect(retire).toHaveBeenCalledOnce();
    expect(listeners).toHaveLength(1);
  });
});
