import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PAGE_AGENT_ALIVE } from '@/utils/messaging/page-commands';

const open = vi.fn();
const close = vi.fn();
vi.mock('@/entrypoints/content/panel-controller', () => ({ createPanelController: () => ({ open, close }) }));

const AGENT = Symbol.for('scout.pageAgent');
let listeners: ((message: unknown, sender: { id?: string }) => unknown)[];

beforeEach(() => {
  listeners = [];
  vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener').mockImplementation(((listener: never) =>
    listeners.push(listener)) as never);
  delete (globalThis as Record<symbol, unknown>)[AGENT];
  open.mockClear();
  close.mockClear();
});
afterEach(() => vi.restoreAllMocks());

const load = async () => (await import('@/entrypoints/content/page-agent')).startPageAgent();
const fromScout = { id: fakeBrowser.runtime.id };

describe('startPageAgent', () => {
  it('answers a ping, so the background knows not to inject a second copy', async () => {
    await load();
    expect(await listeners[0]!({ type: 'scout.ping' }, fromScout)).toBe(PAGE_AGENT_ALIVE);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the panel for a valid command and answers it', async () => {
    await load();
    expect(await listeners[0]!({ type: 'scout.summarize', text: 'tea' }, fromScout)).toBe(PAGE_AGENT_ALIVE);
    expect(open).toHaveBeenCalledWith({ type: 'scout.summarize', text: 'tea' });
  });

  it('ignores malformed commands and other senders', async () => {
    await load();
    expect(listeners[0]!({ type: 'scout.summarize', text: 5 }, fromScout)).toBeUndefined();
    expect(listeners[0]!({ type: 'search', q: 'x' }, fromScout)).toBeUndefined();
    expect(listeners[0]!({ type: 'scout.summarize', text: 'tea' }, { id: 'another-extension' })).toBeUndefined();
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
