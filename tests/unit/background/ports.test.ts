import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPortHandler, type Stream } from '@/utils/worker/background/ports';
import { saveSearchRecord } from '@/utils/worker/services/search-records';
import { answersKeyItem } from '@/utils/worker/storage/items';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { fakeAccess, streamOf } from '../services/fake-access';
import type { ApiAccess } from '@/utils/worker/services/api-access';
import type * as Protocol from '@/utils/contract/protocol';

/**
 * Every port of the protocol is open to content scripts, so a port only Scout's own pages may open is added here, named
 * like one of them: whether a content script gets it must depend on its sender alone (docs/security-plan.md A7).
 */
vi.mock('@/utils/contract/protocol', async (importOriginal) => {
  const actual = await importOriginal<typeof Protocol>();
  return { ...actual, ports: { ...actual.ports, popup: { ...actual.ports['scout.summary'], audience: 'extension' } } };
});

const ctx = { extensionId: 'scout', extensionOrigin: 'chrome-extension://scout' };
const popup = { id: 'scout', url: 'chrome-extension://scout/popup.html', origin: 'chrome-extension://scout' };
const page = { id: 'scout', url: 'https://evil.example/', origin: 'https://evil.example', tab: { id: 3 }, frameId: 0 };
/** Scout's panel frame in that page: the streams are its (sender-policy.ts). */
const panel = { id: 'scout', url: 'chrome-extension://scout/panel.html', tab: { id: 3 }, frameId: 4, documentId: 'D4' };

function fakePort(name: string, sender: object) {
  const messageListeners: ((m: unknown) => void)[] = [];
  const disconnectListeners: (() => void)[] = [];
  const port = {
    name,
    sender,
    posted: [] as unknown[],
    disconnected: false,
    postMessage: vi.fn((m: unknown) => port.posted.push(m)),
    disconnect: vi.fn(() => {
      port.disconnected = true;
    }),
    onMessage: {
      addListener: (l: (m: unknown) => void) => messageListeners.push(l),
      removeListener: (l: (m: unknown) => void) => messageListeners.splice(messageListeners.indexOf(l), 1),
    },
    onDisconnect: { addListener: (l: () => void) => disconnectListeners.push(l) },
    send: (m: unknown) => [...messageListeners].forEach((l) => l(m)),
    closeFromUi: () => disconnectListeners.forEach((l) => l()),
  };
  return port;
}

function setup(stream: Stream) {
  const streams = {
    'scout.places': stream,
    'scout.summary': stream,
    'scout.followup': stream,
    'scout.pageAnswer': stream,
    'scout.research': stream,
    popup: stream,
  };
  return createPortHandler({ now: () => 0 } as ApiAccess, ctx, streams);
}

describe('createPortHandler', () => {
  it('sends a content script errors without status, code or reset time (A10)', async () => {
    const error = {
      kind: 'quotaExhausted',
      message: 'Quota used up.',
      status: 429,
      code: 'QUOTA_LIMITED',
      resetsAt: 1,
    };
    const stream: Stream = async (_a, _id, emit) => emit({ type: 'error', error });
    const fromPage = fakePort('scout.summary', panel);
    const fromPopup = fakePort('scout.summary', popup);
    setup(stream)(fromPage as never);
    setup(stream)(fromPopup as never);
    fromPage.send({ searchId: 's1' });
    fromPopup.send({ searchId: 's1' });
    await vi.waitFor(() => expect(fromPage.disconnected && fromPopup.disconnected).toBe(true));
    expect(fromPage.posted).toEqual([{ type: 'error', error: { kind: 'quotaExhausted', message: 'Quota used up.' } }]);
    expect(fromPopup.posted).toEqual([{ type: 'error', error }]);
  });

  it('streams events for a valid start message from an extension page, then closes', async () => {
    const stream = vi.fn<Stream>(async (_a, start, emit) => {
      const { searchId } = start as { searchId: string };
      emit({ type: 'places', places: [], searchId });
      emit({ type: 'done' });
    });
    const port = fakePort('scout.places', popup);
    setup(stream)(port as never);
    port.send({ searchId: 's1' });
    await vi.waitFor(() => expect(port.disconnected).toBe(true));
    expect(stream).toHaveBeenCalledWith(
      expect.anything(),
      { searchId: 's1' },
      expect.any(Function),
      expect.any(AbortSignal),
      // Who asked, from the browser-stamped sender, for the spending ledger.
      { surface: 'popup' },
    );
    // `searchId` is no field of a places event: the event schema strips it before it leaves the background.
    expect(port.posted).toEqual([{ type: 'places', places: [] }, { type: 'done' }]);
  });

  it.each([
    ['an unknown port name', fakePort('scout.key', popup)],
    ['a content script in a sub-frame (A11)', fakePort('scout.summary', { ...page, frameId: 2 })],
    ['another extension', fakePort('scout.summary', { ...popup, id: 'other' })],
    ['a content script naming its port like the popup (A7)', fakePort('popup', page)],
    ['a content script, whose panel frame streams instead', fakePort('scout.summary', page)],
  ])('refuses %s', (_name, port) => {
    const stream = vi.fn<Stream>(async () => {});
    setup(stream)(port as never);
    port.send({ searchId: 's1' });
    expect(port.disconnect).toHaveBeenCalled();
    expect(stream).not.toHaveBeenCalled();
  });

  it('lets a tab’s panel frame ask for two billed answers in a row, then says "slow down"; the popup is not gated (A12)', async () => {
    const stream = vi.fn<Stream>(async () => {});
    const onConnect = setup(stream);
    const ask = (sender: object, id: string) => {
      const port = fakePort('scout.summary', sender);
      onConnect(port as never);
      port.send({ searchId: 's1', ask: id });
      return port;
    };
    ask(panel, 'a1');
    ask(panel, 'a2');
    const third = ask(panel, 'a3');
    expect(third.posted).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'slowDown' }) }]);
    expect(third.disconnect).toHaveBeenCalled();
    ask({ ...panel, tab: { id: 4 } }, 'b1');
    for (const id of ['p1', 'p2', 'p3']) ask(popup, id);
    // Reconnects without a new request (no `ask`) are not requests to pay.
    const reconnect = fakePort('scout.summary', panel);
    onConnect(reconnect as never);
    reconnect.send({ searchId: 's1' });
    expect(stream.mock.calls.map(([, start]) => (start as { ask?: string }).ask)).toEqual([
      'a1',
      'a2',
      'b1',
      'p1',
      'p2',
      'p3',
      undefined,
    ]);
  });

  it('gives a port only Scout’s pages may open, named "popup", to the popup and never to a content script (A7)', async () => {
    const stream = vi.fn<Stream>(async () => {});
    const fromPage = fakePort('popup', page);
    const fromPopup = fakePort('popup', popup);
    setup(stream)(fromPage as never);
    setup(stream)(fromPopup as never);
    fromPage.send({ searchId: 's1' });
    fromPopup.send({ searchId: 's1' });
    expect(fromPage.disconnect).toHaveBeenCalled();
    expect(fromPage.posted).toEqual([]);
    await vi.waitFor(() => expect(fromPopup.disconnected).toBe(true));
    expect(stream).toHaveBeenCalledOnce();
    expect(stream).toHaveBeenCalledWith(
      expect.anything(),
      { searchId: 's1' },
      expect.any(Function),
      expect.any(AbortSignal),
      { surface: 'popup' },
    );
  });

  it('answers a malformed start message with an error and closes', () => {
    const stream = vi.fn<Stream>(async () => {});
    const port = fakePort('scout.summary', popup);
    setup(stream)(port as never);
    port.send({ searchId: 42, url: 'https://x' });
    expect(port.posted).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'badRequest' }) }]);
    expect(stream).not.toHaveBeenCalled();
  });

  it('aborts the work when the UI goes away and posts nothing after (E2)', async () => {
    let seen: AbortSignal | undefined;
    let finish: () => void = () => {};
    const stream = vi.fn<Stream>(async (_a, _id, emit, signal) => {
      seen = signal;
      await new Promise<void>((r) => (finish = r));
      emit({ type: 'done' });
    });
    const port = fakePort('scout.summary', popup);
    setup(stream)(port as never);
    port.send({ searchId: 's1' });
    port.closeFromUi();
    expect(seen?.aborted).toBe(true);
    finish();
    await Promise.resolve();
    expect(port.postMessage).not.toHaveBeenCalled();
  });

  it('turns a failing stream into one error event', async () => {
    const stream = vi.fn<Stream>(async () => {
      throw new Error('boom with secrets');
    });
    const port = fakePort('scout.places', popup);
    setup(stream)(port as never);
    port.send({ searchId: 's1' });
    await vi.waitFor(() => expect(port.posted).toHaveLength(1));
    expect(port.posted[0]).toEqual({ type: 'error', error: { kind: 'internal', message: expect.any(String) } });
    expect(JSON.stringify(port.posted)).not.toContain('secrets');
  });
});

describe('a page’s AI answers that start by themselves (A14)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await answersKeyItem.setValue('answers-key-0001');
    for (const id of ['s1', 's2', 's3', 's4'])
      await saveSearchRecord({
        id,
        params: { q: `question ${id}`, summary: true },
        placeIds: [],
        createdAt: 0,
        restarts: 0,
      });
  });

  function answeringAccess(now: () => number) {
    const fake = fakeAccess(
      {
        answerStream: vi.fn(() =>
          streamOf([{ messages: [{ type: 'token', data: 'An answer.' }], status: 'complete' }]),
        ) as never,
      },
      now,
    );
    // "Ask before each AI answer" off: each search's answer starts as its summary stream opens, with no `ask`.
    fake.access.open = async () => ({
      client: fake.client as never,
      settings: { ...DEFAULT_SETTINGS, askBeforeAnswer: false },
    });
    return fake;
  }

  async function openSummary(onConnect: (port: never) => void, sender: object, searchId: string) {
    const port = fakePort('scout.summary', sender);
    onConnect(port as never);
    port.send({ searchId });
    await vi.waitFor(() => expect(port.disconnected).toBe(true));
    return port;
  }

  it('counts them against the same per-tab limit as asked ones: two, then one per 10 s; the popup is not limited', async () => {
    let now = 1_000;
    const { access, client } = answeringAccess(() => now);
    const onConnect = createPortHandler(access, ctx);
    await openSummary(onConnect, panel, 's1');
    await openSummary(onConnect, panel, 's2');
    const third = await openSummary(onConnect, panel, 's3');
    expect(third.posted).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'slowDown' }) }]);
    expect(client.answerStream).toHaveBeenCalledTimes(2);
    // Refused before anything was written: once admitted, the same search's answer starts.
    now += 10_000;
    const later = await openSummary(onConnect, panel, 's3');
    expect(later.posted.at(-1)).toMatchObject({ type: 'summary', final: true });
    expect(client.answerStream).toHaveBeenCalledTimes(3);
    await openSummary(onConnect, popup, 's4');
    expect(client.answerStream).toHaveBeenCalledTimes(4);
  });
});
