import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/utils/worker/api/errors';
import { saveSearchRecord, readSearchRecord } from '@/utils/worker/services/search-records';
import { runSummaryJob } from '@/utils/worker/services/summary/runner';
import { readJob, writeJob } from '@/utils/worker/services/summary/jobs';
import { complete, failingStream, fakeAccess, streamOf } from '../fake-access';
import { POLL } from '@/utils/worker/services/summary/poll';

const SEARCH = 'search-1';
const params = { q: 'what is a heron', summary: true };

async function recordSearch(summarizerKey = '{"query": "heron"}', restarts = 0) {
  await saveSearchRecord({ id: SEARCH, params, summarizerKey, placeIds: [], createdAt: 0, restarts });
}

function collect() {
  const events: SummaryEvent[] = [];
  return { events, emit: (e: SummaryEvent) => events.push(e) };
}

const textOf = (e: SummaryEvent | undefined) => (e?.type === 'summary' ? JSON.stringify(e.summary.blocks) : '');

describe('runSummaryJob', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await recordSearch();
  });

  it('streams the text as it arrives, then completes it from /summarizer/search', async () => {
    const { access, client } = fakeAccess({
      summaryStream: () =>
        streamOf([
          { type: 'token', data: 'Herons ' },
          { type: 'token', data: 'wade.' },
        ]),
      summarizer: async () => complete('Herons wade.') as never,
    });
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: SEARCH }, emit);
    expect(events.map((e) => e.type === 'summary' && e.final)).toEqual([false, false, true]);
    expect(textOf(events[0])).toContain('Herons');
    expect(textOf(events[2])).toContain('Herons wade.');
    expect(client.summarizer).toHaveBeenCalledWith(
      'search',
      '{"query": "heron"}',
      { entityInfo: true, inlineReferences: true },
      expect.anything(),
    );
    expect((await readJob(SEARCH))?.status).toBe('complete');
  });

  it('falls back to /summarizer/search when the stream fails', async () => {
    const { access } = fakeAccess({ summarizer: async () => complete('Fallback text.') as never });
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: SEARCH }, emit);
    expect(events).toHaveLength(1);
    expect(textOf(events[0])).toContain('Fallback text.');
  });

  it('serves a finished job again without any API call', async () => {
    const { access, client } = fakeAccess({ summarizer: async () => complete('Once.') as never });
    await runSummaryJob(access, { searchId: SEARCH }, () => {});
    client.summarizer.mockClear();
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: SEARCH }, emit);
    expect(textOf(events[0])).toContain('Once.');
    expect(client.summarizer).not.toHaveBeenCalled();
  });

  it('restarts an expired key once from a new web search and says it cost one billed search', async () => {
    const summarizer = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('expiredSummary'))
      .mockResolvedValueOnce(complete('Fresh.'));
    const { access, client } = fakeAccess({
      summarizer,
      webSearch: async () =>
        ({ data: { type: 'search', summarizer: { key: 'new-key' } }, fromCache: false, billed: true }) as never,
    });
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: SEARCH }, emit);
    expect(client.webSearch).toHaveBeenCalledWith(params, expect.objectContaining({ ttlMs: 0 }));
    expect(events[0]).toEqual({ type: 'restarted', billedSearches: 1 });
    expect(summarizer.mock.calls[1]?.[1]).toBe('new-key');
    expect(textOf(events.at(-1))).toContain('Fresh.');
    expect((await readSearchRecord(SEARCH))?.restarts).toBe(1);
  });

  it('does not restart a second time: the summary fails with a definite error', async () => {
    await recordSearch('old', 1);
    const { access, client } = fakeAccess({ summarizer: async () => Promise.reject(new ApiError('expiredSummary')) });
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: SEARCH }, emit);
    expect(client.webSearch).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'expiredSummary' }) }]);
    expect((await readJob(SEARCH))?.status).toBe('failed');
  });

  it('an interrupted restart, reopened five times, bills one web search in all (E7)', async () => {
    // The summary key expired; the restart's web search never answers before the UI closes (its port aborts it).
    const { access, client } = fakeAccess({
      summarizer: async () => Promise.reject(new ApiError('expiredSummary')),
      webSearch: (_params, options) =>
        new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => reject(new ApiError('aborted')), { once: true }),
        ),
    });
    for (let reopen = 0; reopen < 5; reopen += 1) {
      const ui = new AbortController();
      const { events, emit } = collect();
      let settled = false;
      const run = runSummaryJob(access, { searchId: SEARCH }, emit, ui.signal).finally(() => (settled = true));
      // Closed once its restart search is under way, or after it ended by itself.
      await vi.waitFor(() => expect(settled || client.webSearch.mock.calls.length > reopen).toBe(true));
      ui.abort();
      await run;
      if (reopen > 0)
        expect(events).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'expiredSummary' }) }]);
    }
    expect(client.webSearch).toHaveBeenCalledTimes(1);
    expect((await readSearchRecord(SEARCH))?.restarts).toBe(1);
  });

  it('stops at once on a failed summary, without restarting (C5)', async () => {
    const { access, client } = fakeAccess({
      summarizer: async () =>
        ({ data: { type: 'summarizer', status: 'failed' }, fromCache: false, billed: false }) as never,
    });
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: SEARCH }, emit);
    expect(client.summarizer).toHaveBeenCalledTimes(1);
    expect(client.webSearch).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'summaryFailed' }) }]);
  });

  it('a stream that only says "failed" is a failed summary, not an expired key: no billed restart (C5)', async () => {
    const { access, client } = fakeAccess({
      summaryStream: () => failingStream(new ApiError('summaryFailed')),
      summarizer: async () =>
        ({ data: { type: 'summarizer', status: 'failed' }, fromCache: false, billed: false }) as never,
    });
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: SEARCH }, emit);
    expect(client.webSearch).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'summaryFailed' }) }]);
  });

  it('stops polling a summary that never completes at the cap (C6)', async () => {
    vi.useFakeTimers();
    try {
      const { access, client } = fakeAccess(
        {
          summarizer: async () =>
            ({ data: { type: 'summarizer', status: 'pending' }, fromCache: false, billed: false }) as never,
        },
        () => Date.now(),
      );
      const { events, emit } = collect();
      const done = runSummaryJob(access, { searchId: SEARCH }, emit);
      await vi.runAllTimersAsync();
      await done;
      expect(client.summarizer.mock.calls.length).toBeLessThanOrEqual(POLL.maxAttempts);
      expect(events).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'timeout' }) }]);
      const calls = client.summarizer.mock.calls.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(client.summarizer.mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resumes a job a worker restart left running, and ends one interrupted too often (E1)', async () => {
    const { access } = fakeAccess({ summarizer: async () => complete('Resumed.') as never });
    await writeJob(SEARCH, { status: 'running', attempts: 1, updatedAt: 0 });
    const first = collect();
    await runSummaryJob(access, { searchId: SEARCH }, first.emit);
    expect(textOf(first.events[0])).toContain('Resumed.');

    await writeJob('search-2', { status: 'running', attempts: 3, updatedAt: 0 });
    const second = collect();
    await runSummaryJob(access, { searchId: 'search-2' }, second.emit);
    expect(second.events).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'interrupted' }) }]);
  });

  it('forgets a job whose UI went away, so the next request starts afresh', async () => {
    const { access } = fakeAccess({ summarizer: async () => Promise.reject(new ApiError('aborted')) });
    await runSummaryJob(access, { searchId: SEARCH }, () => {});
    expect(await readJob(SEARCH)).toBeNull();
  });

  it('says there is no summary for a search without a summarizer key', async () => {
    await saveSearchRecord({ id: 'plain', params, placeIds: [], createdAt: 0, restarts: 0 });
    const { access } = fakeAccess({});
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: 'plain' }, emit);
    expect(events).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'summaryUnavailable' }) }]);
  });
});
