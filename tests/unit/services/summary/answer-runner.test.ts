/** AI answers from the Answers plan: billed per answer, so never asked for twice unless the user asks again. */
import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/utils/worker/api/errors';
import { saveSearchRecord } from '@/utils/worker/services/search-records';
import { runSummaryJob } from '@/utils/worker/services/summary/runner';
import { readJob } from '@/utils/worker/services/summary/jobs';
import { answersKeyItem } from '@/utils/worker/storage/items';
import { DEFAULT_SETTINGS } from '../../settings/defaults';
import { fakeAccess, streamOf } from '../fake-access';

const params = {
  q: 'coffee in Lisbon',
  country: 'PT' as const,
  search_lang: 'en',
  safesearch: 'moderate' as const,
  summary: true,
};
const token = (data: string) => ({ type: 'token', data });
const update = (text: string[], done = false, totalUsd?: number) => ({
  messages: text.map(token),
  done,
  status: done ? 'complete' : 'incomplete',
  ...(totalUsd !== undefined && { cost: { totalUsd } }),
});

async function recordSearch(id: string, summarizerKey?: string) {
  await saveSearchRecord({
    id,
    params,
    ...(summarizerKey && { summarizerKey }),
    placeIds: [],
    createdAt: 0,
    restarts: 0,
  });
}

function collect() {
  const events: SummaryEvent[] = [];
  return { events, emit: (e: SummaryEvent) => events.push(e) };
}

const settings = (askBeforeAnswer: boolean) => ({ ...DEFAULT_SETTINGS, askBeforeAnswer });

function answering(
  askBeforeAnswer = true,
  stream = () => streamOf([update(['Torra ']), update(['Torra ', 'Roasters.'], true, 0.0042)]),
) {
  const fake = fakeAccess({ answerStream: vi.fn(stream) as never });
  fake.access.open = async () => ({ client: fake.client as never, settings: settings(askBeforeAnswer) });
  return fake;
}

const calls = (client: { answerStream?: unknown }) =>
  (client.answerStream as ReturnType<typeof vi.fn>).mock.calls.length;
const last = (events: SummaryEvent[]) => events.at(-1)!;

describe('runSummaryJob with the Answers plan', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await answersKeyItem.setValue('answers-key-0001');
    await recordSearch('s1');
  });

  it('starts nothing billed until the user asks, when asking first', async () => {
    const { access, client } = answering(true);
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: 's1' }, emit);
    expect(calls(client)).toBe(0);
    expect(last(events)).toMatchObject({ type: 'error', error: { kind: 'summaryUnavailable' } });
  });

  it('streams an asked-for answer with the search’s preferences, marks it as billed, and caches it', async () => {
    const { access, client } = answering(true);
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: 's1', ask: 'a1' }, emit);
    expect((client.answerStream as ReturnType<typeof vi.fn>).mock.calls[0]![0]).toEqual({
      question: 'coffee in Lisbon',
      country: 'PT',
      language: 'en',
      safesearch: 'moderate',
    });
    expect(events.map((e) => e.type === 'summary' && e.final)).toEqual([false, false, true]);
    expect(last(events)).toMatchObject({
      type: 'summary',
      final: true,
      summary: { status: 'complete', source: 'answers', costUsd: 0.0042 },
    });
    expect(await readJob('s1')).toMatchObject({ status: 'complete' });

    // The same question again (a new search, the popup reopened): from the cache, not billed again.
    await recordSearch('s2');
    const again = collect();
    await runSummaryJob(access, { searchId: 's2' }, again.emit);
    expect(calls(client)).toBe(1);
    expect(last(again.events)).toMatchObject({ type: 'summary', final: true, summary: { source: 'answers' } });
  });

  it('starts by itself when the user chose not to be asked', async () => {
    const { access, client } = answering(false);
    await runSummaryJob(access, { searchId: 's1' }, () => {});
    expect(calls(client)).toBe(1);
  });

  it('a cut-off answer is shown as far as it got on reconnect, and billed again only for a new request (E1)', async () => {
    const { access, client } = answering(true, () => streamOf([update(['Torra '])], new ApiError('aborted')));
    await runSummaryJob(access, { searchId: 's1', ask: 'a1' }, () => {});
    expect(await readJob('s1')).toMatchObject({
      status: 'failed',
      error: { kind: 'interrupted' },
      answer: { askId: 'a1' },
    });

    // The UI reconnects with the same request (or none): no second billed answer.
    for (const ask of ['a1', undefined]) {
      const { events, emit } = collect();
      await runSummaryJob(access, { searchId: 's1', ...(ask && { ask }) }, emit);
      expect(events.map((e) => e.type)).toEqual(['summary', 'error']);
      expect(last(events)).toMatchObject({ error: { kind: 'interrupted' } });
    }
    expect(calls(client)).toBe(1);

    // "Ask again": a new request of the user's, which pays for a new answer.
    await runSummaryJob(access, { searchId: 's1', ask: 'a2' }, () => {});
    expect(calls(client)).toBe(2);
  });

  it('a job the worker left running is not started again: what had arrived is shown, with "interrupted"', async () => {
    const { access, client } = answering(true);
    await fakeBrowser.storage.session.set({
      'summaryJob.s1': {
        status: 'running',
        attempts: 1,
        updatedAt: 0,
        answer: {
          askId: 'a1',
          partial: { blocks: [], citations: [], sources: [], entities: [], followups: [], status: 'incomplete' },
        },
      },
    });
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: 's1', ask: 'a1' }, emit);
    expect(calls(client)).toBe(0);
    expect(events.map((e) => e.type)).toEqual(['summary', 'error']);
    expect(await readJob('s1')).toMatchObject({ status: 'failed', error: { kind: 'interrupted' } });
  });

  it('keeps an answer the service stopped sending without finishing as cut off, not as complete', async () => {
    const { access } = answering(true, () => streamOf([update(['Torra '])]));
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: 's1', ask: 'a1' }, emit);
    expect(last(events)).toMatchObject({ type: 'error', error: { kind: 'interrupted' } });
    expect(await readJob('s1')).toMatchObject({ status: 'failed', answer: { partial: { source: 'answers' } } });
  });

  it('forgets a rate-limited attempt (it was not billed), so asking again works', async () => {
    const { access } = answering(true, () => streamOf([], new ApiError('rateLimited')));
    const { events, emit } = collect();
    await runSummaryJob(access, { searchId: 's1', ask: 'a1' }, emit);
    expect(last(events)).toMatchObject({ type: 'error', error: { kind: 'rateLimited' } });
    expect(await readJob('s1')).toBeNull();
  });

  it('two ports asking at once with fresh ids pay for one answer, and both get it (A12)', async () => {
    const { access, client } = answering(true);
    const first = collect();
    const second = collect();
    await Promise.all([
      runSummaryJob(access, { searchId: 's1', ask: 'a1' }, first.emit),
      runSummaryJob(access, { searchId: 's1', ask: 'a2' }, second.emit),
    ]);
    expect(calls(client)).toBe(1);
    for (const { events } of [first, second])
      expect(last(events)).toMatchObject({ type: 'summary', final: true, summary: { status: 'complete' } });
  });

  it('a fresh id that came while an answer ran is no new request, even when that answer was cut off (A12)', async () => {
    let cut: ((error: unknown) => void) | undefined;
    const { access, client } = answering(true, async function* () {
      yield update(['Torra ']);
      if (!cut) await new Promise((_resolve, reject) => (cut = reject)); // the first answer waits to be cut off
      yield update(['Torra ', 'Roasters.'], true);
    });
    const first = runSummaryJob(access, { searchId: 's1', ask: 'a1' }, () => {});
    await vi.waitFor(() => expect(cut).toBeDefined()); // the first answer is under way
    const { events, emit } = collect();
    const second = runSummaryJob(access, { searchId: 's1', ask: 'a2' }, emit);
    cut!(new ApiError('aborted')); // the first UI closed
    await Promise.all([first, second]);
    expect(calls(client)).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['summary', 'error']);
    expect(last(events)).toMatchObject({ error: { kind: 'interrupted' } });

    // Asked again after that (Retry): the user's new request, which pays.
    await runSummaryJob(access, { searchId: 's1', ask: 'a3' }, () => {});
    expect(calls(client)).toBe(2);
  });

  it('a port that closes while it waits for another answer of the same search starts nothing', async () => {
    const { access, client } = answering(true);
    const ui = new AbortController();
    ui.abort();
    const { events, emit } = collect();
    await Promise.all([
      runSummaryJob(access, { searchId: 's1', ask: 'a1' }, () => {}),
      runSummaryJob(access, { searchId: 's1', ask: 'a2' }, emit, ui.signal),
    ]);
    expect(calls(client)).toBe(1);
    expect(events).toEqual([]);
  });

  it('leaves searches with a summarizer key to the summarizer (not billed per answer)', async () => {
    await recordSearch('s3', '{"query":"coffee"}');
    const { access, client } = answering(false);
    await runSummaryJob(access, { searchId: 's3' }, () => {});
    expect(calls(client)).toBe(0);
  });
});
