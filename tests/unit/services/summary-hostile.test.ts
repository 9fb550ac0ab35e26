// @vitest-environment node
/** The whole summary flow against a hostile stream, and its one deadline (issue 11, docs/security-plan.md C4/C6). */
import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient, type ApiClient } from '@/utils/worker/api/endpoints/client';
import { createScheduler } from '@/utils/worker/api/pacing/scheduler';
import type { ApiAccess } from '@/utils/worker/services/api-access';
import { saveSearchRecord } from '@/utils/worker/services/search-records';
import { runSummaryJob } from '@/utils/worker/services/summary/runner';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { drive, makeClient, testHash, useFakeTime } from '../api/endpoints/client-helpers';
import { json, scriptedFetch, SECRET_KEY, type Responder } from '../api/helpers';
import { SUMMARY_DEADLINE_MS } from '@/utils/worker/services/summary/service';

const SEARCH = 'search-1';

function accessWith(client: ApiClient, now: () => number): ApiAccess {
  return { now, open: async () => ({ client, settings: DEFAULT_SETTINGS }), forget: async () => {} };
}

async function run(access: ApiAccess) {
  const events: SummaryEvent[] = [];
  await runSummaryJob(access, { searchId: SEARCH }, (event) => events.push(event));
  return events;
}

beforeEach(async () => {
  fakeBrowser.reset();
  await saveSearchRecord({
    id: SEARCH,
    params: { q: 'heron', summary: true },
    summarizerKey: '{"query": "heron"}',
    placeIds: [],
    createdAt: 0,
    restarts: 0,
  });
});

/** 20,000 characters without a space, then 2,000 citations with long URLs: over 1 MB. */
function hostileMessages() {
  const tokens = Array.from({ length: 20 }, () => ({ type: 'token', data: 'x'.repeat(1_000) }));
  const refs = Array.from({ length: 2_000 }, (_, i) => ({
    type: 'inline_reference',
    data: { number: (i % 999) + 1, url: `https://example.com/${'p'.repeat(450)}${i}`, end_index: (i * 7) % 20_000 },
  }));
  return [...tokens, ...refs];
}

describe('a hostile summary stream', () => {
  it('1 MB with 2,000 citations is handled within the budget', async () => {
    const messages = hostileMessages();
    const body = messages.map((message) => `data: ${JSON.stringify(message)}\n\n`).join('');
    expect(body.length).toBeGreaterThan(1_000_000);
    const { client } = makeClient([
      () => new Response(new TextEncoder().encode(body), { headers: { 'content-type': 'text/event-stream' } }),
      () => json({ type: 'summarizer', status: 'complete', summary: messages.slice(0, 2_000) }),
    ]);
    const started = performance.now();
    const events = await run(accessWith(client, () => Date.now()));
    const elapsed = performance.now() - started;
    console.log(
      `hostile summary stream (${(body.length / 1e6).toFixed(2)} MB, 2,000 citations): ${elapsed.toFixed(0)} ms, ${events.length} updates`,
    );
    expect(events.at(-1)).toMatchObject({ type: 'summary', final: true });
    expect(elapsed).toBeLessThan(3_000);
  }, 60_000);
});

describe('the summary deadline', () => {
  it('ends a completion call under way, with its retries, at the deadline: a timeout, then no more requests', async () => {
    useFakeTime();
    // The stream gives nothing usable; every completion call fails with a 503 only after 14 s, and is retried: one
    // call alone runs about a minute.
    const stream: Responder = () => json({ type: 'summarizer', status: 'pending' });
    const slowFailure: Responder = (call) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(new Response('', { status: 503 })), 14_000);
        call.init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const { fetch, calls } = scriptedFetch(stream, slowFailure);
    const now = () => Date.now();
    const client = createApiClient({
      getKey: () => SECRET_KEY,
      fetch,
      now,
      hash: testHash,
      scheduler: createScheduler({ now, random: () => 0, spacingFactor: 0 }),
    });
    const started = Date.now();
    const events = await drive(run(accessWith(client, now)));
    const elapsed = Date.now() - started;
    console.log(`summary with slow failing completion calls ended after ${elapsed} ms (fake time)`);
    expect(events).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'timeout' }) }]);
    expect(elapsed).toBeLessThanOrEqual(SUMMARY_DEADLINE_MS + 100);
    const made = calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(made);
    expect(vi.getTimerCount()).toBe(0);
  });
});
