/**
 * What a session costs and holds:
 * - billing: a scripted popup session (10 distinct searches, then 4 of them again, with places and summaries) →
 *   billed searches as the emulator counts them, which must equal the distinct searches; the same session on the
 *   Free plan's 1 request per second, and on a plan with places at 2 requests per second (where the pacer lets a
 *   search's places burst after it) → 429s Scout caused, which must be 0;
 * - memory: the worker's JS heap (after a forced GC) and `storage.session` bytes after 200 distinct searches,
 *   beside the same after the first 100 (bounded: the second hundred must not keep growing them).
 */
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import type { Browser } from './browser';
import { enterToResult, freshQuery } from './popup-timings';

declare const chrome: any;

const DISTINCT = [
  'coffee in Lisbon',
  'black holes event horizon',
  'ramen tokyo',
  'history of tea',
  'museums berlin',
  'python virtual environment',
  'french press coffee',
  'rust ownership',
  'restaurants berlin',
  'volcano types',
];
const REPEATED = ['coffee in Lisbon', 'history of tea', 'ramen tokyo', 'rust ownership'];

const requestsOf = (emulator: RunningEmulator) => emulator.stats().totals.requests;

/** Waits until the emulator has had no new request for `quietMs`: the search's places and summary are done. */
async function settle(emulator: RunningEmulator, quietMs = 700): Promise<void> {
  let seen = requestsOf(emulator);
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = requestsOf(emulator);
    if (now !== seen) [seen, since] = [now, Date.now()];
  }
}

async function scriptedSession(page: Page, emulator: RunningEmulator): Promise<number> {
  const queries = [...DISTINCT, ...REPEATED];
  for (const q of queries) {
    await enterToResult(page, q);
    await settle(emulator);
  }
  return queries.length;
}

export interface Billing {
  searches: number;
  distinct_searches: number;
  billed_searches: number;
  /** The same session with a Free-plan key (1 request per second). */
  free_plan_429s: number;
  free_plan_requests: number;
  /** The same session with a 2 requests/s key whose plan has places (Pro at 2 req/s). */
  two_per_second_429s: number;
  two_per_second_requests: number;
}

/** A Pro plan (places, summaries) limited to 2 requests per second, added to the emulator for the session. */
export const TWO_PER_SECOND_KEY = 'bench-2rps';

const tooManyOf = (emulator: RunningEmulator, key: string) =>
  Object.values(emulator.stats().keys[key]?.endpoints ?? {}).reduce(
    (n, endpoint) => n + (endpoint.errors['429'] ?? 0),
    0,
  );

async function sessionOn(
  browser: Browser,
  emulator: RunningEmulator,
  key: string,
): Promise<{ tooMany: number; requests: number }> {
  await browser.configure({ apiKey: key, settings: { apiBaseUrl: emulator.baseUrl } });
  emulator.reset();
  const page = await browser.open('popup.html');
  await scriptedSession(page, emulator);
  await page.close();
  return { tooMany: tooManyOf(emulator, key), requests: emulator.stats().keys[key]?.requests ?? 0 };
}

export async function billing(browser: Browser, emulator: RunningEmulator): Promise<Billing> {
  await browser.configure({ apiKey: 'demo-ai', settings: { apiBaseUrl: emulator.baseUrl } });
  emulator.reset();
  const page = await browser.open('popup.html');
  const searches = await scriptedSession(page, emulator);
  const billed = emulator.stats().keys['demo-ai']?.billed ?? NaN;
  await page.close();

  const free = await sessionOn(browser, emulator, 'demo-free');
  emulator.settings.plans[TWO_PER_SECOND_KEY] = { ...emulator.settings.plans['demo-pro']!, ratePerSecond: 2 };
  const two = await sessionOn(browser, emulator, TWO_PER_SECOND_KEY);
  return {
    searches,
    distinct_searches: new Set(DISTINCT).size,
    billed_searches: billed,
    free_plan_429s: free.tooMany,
    free_plan_requests: free.requests,
    two_per_second_429s: two.tooMany,
    two_per_second_requests: two.requests,
  };
}

export interface Memory {
  searches: number;
  heap_mb_after_100: number;
  heap_mb_after_200: number;
  session_kb_after_100: number;
  session_kb_after_200: number;
}

const mb = (bytes: number) => Math.round(bytes / 104857.6) / 10;

/** Sends CDP commands to the worker's own target (Playwright gives workers no CDP session of their own). */
async function workerHeapBytes(browser: Browser): Promise<number> {
  const cdp = await browser.context.browser()!.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.includes(browser.extensionId));
    if (!target) throw new Error('no service worker target');
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    let next = 0;
    const call = (method: string) =>
      new Promise<any>((resolve) => {
        const id = ++next;
        const onMessage = ({ message }: { message: string }) => {
          const reply = JSON.parse(message) as { id?: number; result?: unknown };
          if (reply.id !== id) return;
          cdp.off('Target.receivedMessageFromTarget', onMessage);
          resolve(reply.result);
        };
        cdp.on('Target.receivedMessageFromTarget', onMessage);
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
      });
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = (await call('Runtime.getHeapUsage')) as { usedSize: number };
    await cdp.send('Target.detachFromTarget', { sessionId });
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

async function workerFootprint(browser: Browser): Promise<{ heap: number; session: number }> {
  const session = await (await browser.worker()).evaluate(() => chrome.storage.session.getBytesInUse(null));
  return { heap: await workerHeapBytes(browser), session };
}

export async function memory(browser: Browser, emulator: RunningEmulator, searches = 200): Promise<Memory> {
  await browser.configure({ apiKey: 'demo-pro', settings: { apiBaseUrl: emulator.baseUrl } });
  const page = await browser.open('blank.html');
  const at: { heap: number; session: number }[] = [];
  for (let i = 0; i < searches; i++) {
    const reply = await page.evaluate(
      (q) => chrome.runtime.sendMessage({ type: 'search', data: { q } }),
      freshQuery('mem', i),
    );
    if (!reply?.ok) throw new Error(`search ${i} failed: ${JSON.stringify(reply?.error)}`);
    if (i + 1 === searches / 2 || i + 1 === searches) at.push(await workerFootprint(browser));
  }
  await page.close();
  return {
    searches,
    heap_mb_after_100: mb(at[0]!.heap),
    heap_mb_after_200: mb(at[1]!.heap),
    session_kb_after_100: Math.round(at[0]!.session / 102.4) / 10,
    session_kb_after_200: Math.round(at[1]!.session / 102.4) / 10,
  };
}
