/** Follow-ups: one billed request per question asked, its one message carrying the thread, kept in storage.session. */
import type { FollowupEvent } from '@/utils/contract/followup-schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveSearchRecord } from '@/utils/worker/services/search-records';
import { runFollowupJob } from '@/utils/worker/services/summary/followup-runner';
import { writeJob } from '@/utils/worker/services/summary/jobs';
import { boundThread, MAX_THREAD_BYTES, readThread, writeThread } from '@/utils/worker/services/summary/thread-store';
import { FOLLOWUP_LABEL } from '@/utils/worker/services/summary/thread-message';
import { DEFAULT_SETTINGS } from '../../settings/defaults';
import { fakeAccess, streamOf } from '../fake-access';

const params = { q: 'coffee in Lisbon', country: 'PT' as const, search_lang: 'en', summary: true };
const update = (text: string, done: boolean, totalUsd?: number) => ({
  messages: [{ type: 'token', data: text }],
  done,
  status: done ? 'complete' : 'incomplete',
  ...(totalUsd !== undefined && { cost: { totalUsd } }),
});
const firstAnswer = {
  status: 'complete' as const,
  source: 'answers' as const,
  blocks: [{ kind: 'paragraph' as const, content: ['Torra Roasters is good.'] }],
  citations: [],
  sources: [],
  entities: [],
  followups: [],
};

function answering(stream = () => streamOf([update('Yes', false), update('Yes, in winter too.', true, 0.0031)])) {
  const fake = fakeAccess({ answerStream: vi.fn(stream) as never });
  fake.access.open = async () => ({ client: fake.client as never, settings: DEFAULT_SETTINGS });
  return fake;
}
const sent = (client: { answerStream?: unknown }, i = 0) =>
  (client.answerStream as ReturnType<typeof vi.fn>).mock.calls[i]![0] as { question: string; message?: string };
function collect() {
  const events: FollowupEvent[] = [];
  return { events, emit: (e: FollowupEvent) => events.push(e) };
}

describe('runFollowupJob', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSearchRecord({ id: 's1', params, placeIds: [], createdAt: 0, restarts: 0 });
    await writeJob('s1', { status: 'complete', summary: firstAnswer as never, updatedAt: 0 });
  });

  it('sends one message with the first question and answer, streams the turn with its cost, and keeps it', async () => {
    const { access, client } = answering();
    const { events, emit } = collect();
    await runFollowupJob(access, { searchId: 's1', question: 'and in winter?', ask: 'a1' }, emit);
    const { question, message } = sent(client);
    expect(message).toBe('thread');
    expect(question).toContain('Question 1: coffee in Lisbon');
    expect(question).toContain('Answer 1: Torra Roasters is good.');
    expect(question.endsWith(`${FOLLOWUP_LABEL} and in winter?`)).toBe(true);
    expect(events[0]).toMatchObject({ type: 'thread', question: 'coffee in Lisbon', turns: [], final: false });
    expect(events.at(-1)).toMatchObject({
      type: 'turn',
      final: true,
      turn: { askId: 'a1', status: 'complete', summary: { costUsd: 0.0031, status: 'complete' } },
    });
    expect(await readThread('s1')).toMatchObject([{ question: 'and in winter?', status: 'complete' }]);
  });

  it('never pays twice for the same ask, and carries earlier follow-ups into the next message', async () => {
    const { access, client } = answering();
    await runFollowupJob(access, { searchId: 's1', question: 'and in winter?', ask: 'a1' }, collect().emit);
    await runFollowupJob(access, { searchId: 's1', question: 'and in winter?', ask: 'a1' }, collect().emit);
    expect((client.answerStream as ReturnType<typeof vi.fn>).mock.calls).toHaveLength(1);
    await runFollowupJob(access, { searchId: 's1', question: 'prices?', ask: 'a2' }, collect().emit);
    expect(sent(client, 1).question).toMatch(/Question 1: coffee in Lisbon[\s\S]*Question 2: and in winter\?/);
  });

  it('shows a turn a stopped worker left running as interrupted, without asking again', async () => {
    await writeThread('s1', [{ askId: 'a1', question: 'q', status: 'running', leftOut: 0 }], 0);
    const { access, client } = answering();
    const { events, emit } = collect();
    await runFollowupJob(access, { searchId: 's1', question: 'q', ask: 'a1' }, emit);
    expect(client.answerStream).not.toHaveBeenCalled();
    expect(events).toMatchObject([
      { type: 'thread', final: true, turns: [{ status: 'failed', error: { kind: 'interrupted' } }] },
    ]);
  });

  it('starts over on "New topic"', async () => {
    await writeThread('s1', [{ askId: 'a1', question: 'q', status: 'complete', leftOut: 0 }], 0);
    const { events, emit } = collect();
    await runFollowupJob(answering().access, { searchId: 's1', clear: true }, emit);
    expect(events).toMatchObject([{ type: 'thread', turns: [], final: true }]);
    expect(await readThread('s1')).toEqual([]);
  });

  it('refuses a follow-up with no finished AI answer above it, billing nothing', async () => {
    await writeJob('s1', { status: 'running', attempts: 1, updatedAt: 0 });
    const { access, client } = answering();
    await expect(
      runFollowupJob(access, { searchId: 's1', question: 'q', ask: 'a1' }, collect().emit),
    ).rejects.toThrow();
    expect(client.answerStream).not.toHaveBeenCalled();
  });
});

describe('boundThread', () => {
  it('keeps the newest turns within the count and size bounds', () => {
    const big = 'x'.repeat(40_000);
    const turns = Array.from({ length: 60 }, (_, i) => ({
      askId: `a${i}`,
      question: `${i} ${big}`.slice(0, 2000),
      status: 'complete' as const,
      leftOut: 0,
      summary: { ...firstAnswer, blocks: [{ kind: 'paragraph' as const, content: [big] }] },
    }));
    const kept = boundThread(turns as never);
    expect(kept.at(-1)!.askId).toBe('a59');
    expect(kept.length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(MAX_THREAD_BYTES);
  });
});
