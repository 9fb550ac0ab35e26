// @vitest-environment node
/**
 * The key never leaves the background (docs/security-plan.md rule 1, B5, A10): across a whole session of successes and
 * failures, it appears in no reply, port event, console output, error, URL, or storage area but storage.local.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RunningEmulator } from 'brave-search-emulator';
import { createHeavyHandlers } from '@/utils/worker/background/handlers/heavy';
import { createPortHandler } from '@/utils/worker/background/ports';
import { protocol } from '@/utils/contract/protocol';
import { createRouter } from '@/utils/worker/messaging/router';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { startTestEmulator, useEmulator } from './emulator-fixture';

const CANARY = 'sk-scout-CANARY-7f3a9c51d2e8';
const ctx = { extensionId: 'scout', extensionOrigin: 'chrome-extension://scout' };
const popup = { id: 'scout', url: 'chrome-extension://scout/popup.html', origin: 'chrome-extension://scout' };
/** Scout's panel frame in a news page: a page's searches go through it (sender-policy.ts). */
const page = { id: 'scout', url: 'chrome-extension://scout/panel.html', tab: { id: 4 }, frameId: 2 };

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
  emulator.settings.plans[CANARY] = { ...emulator.settings.plans['demo-ai']!, ratePerSecond: 50 };
});
afterAll(() => emulator.close());

/** Replies and port events recorded from the real router and port handler, as the UIs would receive them. */
function recorder(access: ReturnType<typeof createApiAccess>, seen: unknown[]) {
  const route = createRouter(protocol, createHeavyHandlers(access), ctx);
  const ask = async (type: string, data: unknown = {}, sender: object = popup) => {
    const reply = await route({ type, data }, sender);
    seen.push(reply);
    return reply as { ok: boolean; data?: any };
  };
  const stream = (name: string, start: object) =>
    new Promise<void>((resolve) => {
      const listeners: ((m: unknown) => void)[] = [];
      const port = {
        name,
        sender: popup,
        postMessage: (m: unknown) => seen.push(m),
        disconnect: () => resolve(),
        onMessage: { addListener: (l: (m: unknown) => void) => listeners.push(l), removeListener: () => {} },
        onDisconnect: { addListener: () => {} },
      };
      createPortHandler(access, ctx)(port as never);
      listeners.forEach((l) => l(start));
    });
  return { ask, stream };
}

/** Every console method, fetch URL and message the test sees, to search for the key in. */
function watch() {
  const seen: unknown[] = [];
  const urls: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args) => void seen.push(args.map(String)));
  }
  const access = createApiAccess({
    fetch: (url, init) => {
      urls.push(String(url));
      return fetch(url, init);
    },
  });
  return { seen, urls, access };
}

it('the key appears nowhere but storage.local across a session of successes and failures', async () => {
  await useEmulator(emulator, CANARY);
  const { seen, urls, access } = watch();
  const { ask, stream: open } = recorder(access, seen);
  const stream = (name: string, searchId: string) => open(name, { searchId });

  await ask('key.status');
  await ask('key.verify');
  await ask('account');
  const lisbon = await ask('search', { q: 'coffee in Lisbon' });
  await stream('scout.places', lisbon.data.searchId);
  await stream('scout.summary', lisbon.data.searchId);
  await ask('page.search', { q: 'ramen tokyo' }, page);
  await ask('search.last');
  for (const fault of [
    { fault: 'status', status: 500, times: 4 },
    { fault: 'malformed-json' },
    { fault: 'html' },
    { fault: 'rate-limit', times: 5 },
    { fault: 'reset', times: 4 },
  ]) {
    emulator.queueFault({ path: 'web/search', ...fault });
    await ask('search', { q: `fault ${fault.fault}` });
  }
  await ask('key.save', { key: `${CANARY}\n` });
  await ask('search', { q: 'forbidden', url: 'https://evil.example' }, page);
  await ask('key.save', { key: 'invalid-but-printable-key' });
  await ask('search', { q: 'with an invalid key' });

  await ask('key.save', { key: CANARY });
  const everythingElse = JSON.stringify({
    seen,
    urls,
    session: await fakeBrowser.storage.session.get(),
    sync: await fakeBrowser.storage.sync.get(),
  });
  expect(seen.length).toBeGreaterThan(20);
  expect(everythingElse).not.toContain(CANARY);
  expect(everythingElse).not.toContain(CANARY.slice(0, 8));
  expect(JSON.stringify(await fakeBrowser.storage.local.get())).toContain(CANARY);
}, 60_000);

const ANSWERS_CANARY = 'sk-answers-CANARY-41bd09e6a7c3';
const SEARCH_CANARY = 'sk-search-CANARY-0c9e5d27b41f';

it('the Answers key, too, appears nowhere but storage.local across answers, failures and its verify step', async () => {
  emulator.settings.plans[SEARCH_CANARY] = { ...emulator.settings.plans['demo-search']! };
  emulator.settings.plans[ANSWERS_CANARY] = { ...emulator.settings.plans['demo-answers']! };
  await useEmulator(emulator, SEARCH_CANARY);
  const { seen, urls, access } = watch();
  const { ask, stream } = recorder(access, seen);
  const answer = (searchId: string, askId: string) => stream('scout.summary', { searchId, ask: askId });

  await ask('key.save', { key: ANSWERS_CANARY, which: 'answers' });
  await ask('key.verify', { which: 'answers' });
  await ask('account');
  const lisbon = await ask('search', { q: 'coffee in Lisbon' });
  await answer(lisbon.data.searchId, 'first');
  for (const fault of [
    { fault: 'status', status: 500, times: 4 },
    { fault: 'rate-limit', times: 5 },
    { fault: 'html' },
  ]) {
    emulator.queueFault({ path: 'chat/completions', ...fault });
    const other = await ask('search', { q: `museums in Berlin ${fault.fault}` });
    await answer(other.data.searchId, fault.fault);
  }
  await ask('key.save', { key: 'invalid-answers-key', which: 'answers' });
  const tokyo = await ask('search', { q: 'ramen tokyo' });
  await answer(tokyo.data.searchId, 'invalid');
  await ask('key.save', { key: ANSWERS_CANARY, which: 'answers' });

  const everythingElse = JSON.stringify({
    seen,
    urls,
    session: await fakeBrowser.storage.session.get(),
    sync: await fakeBrowser.storage.sync.get(),
  });
  expect(JSON.stringify(seen)).toContain('"source":"answers"');
  for (const canary of [ANSWERS_CANARY, SEARCH_CANARY]) {
    expect(everythingElse).not.toContain(canary);
    expect(everythingElse).not.toContain(canary.slice(0, 8));
  }
  expect(JSON.stringify(await fakeBrowser.storage.local.get())).toContain(ANSWERS_CANARY);
}, 60_000);
