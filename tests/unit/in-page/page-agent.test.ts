import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PAGE_AGENT_ALIVE } from '@/utils/messaging/page-commands';

const open = vi.fn();
const close = vi.fn();
vi.mock('@/entrypoints/in-page/panel-controller', () => ({ createPanelController: () => ({ open, close }) }));

const AGENT = Symbol.for('scout.pageAgent');
type Listener = (message: unknown, sender: { id?: string }, sendResponse: (answer: unknown) => void) => unknown;
let listeners: Listener[];

/** What the listener answers through sendResponse (undefined: no answer), and what it returned. */
function deliver(message: unknown, sender: { id?: string }): { answer: unknown; returned: unknown } {
  let answer: unknown;
  const returned = listeners[0]!(message, sender, (value) => (answer = value));
  return { answer, returned };
}

beforeEach(() => {
  listeners = [];
  vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener').mockImplementation(((listener: never) =>
    listeners.push(listener)) as never);
  delete (globalThis as Record<symbol, unknown>)[AGENT];
  open.mockClear();
  close.mockClear();
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
