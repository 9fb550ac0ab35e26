// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { AnswerUpdate } from '@/utils/worker/api/answers/answer-stream';
import { createApiClient } from '@/utils/worker/api/endpoints/client';
import { createScheduler } from '@/utils/worker/api/pacing/scheduler';
import { hangingFetch, scriptedFetch, SECRET_KEY, type Responder } from './helpers';
import { drive, testHash, useFakeTime } from './endpoints/client-helpers';
import { ANSWERS_KEY, answersClient, collectUpdates, sseEvent, sseResponse, sseTail } from './answers-helpers';

const QUESTION = { question: 'How tall is Mont Blanc?' };

/** A client under fake time (useFakeTime), its hash included. */
function fakeTimeClient(responders: Responder[]) {
  useFakeTime();
  const made = answersClient(responders);
  return { client: made.client, calls: () => made.calls.length };
}

/** Runs an answer to its end under fake time; resolves with the updates or the error, and the fake time it took. */
async function timed(run: Promise<AnswerUpdate[]>, stepMs = 100) {
  const start = Date.now();
  const since = () => Date.now() - start;
  try {
    const updates = await drive(run, stepMs, 5_000);
    return { updates, elapsed: since() };
  } catch (error) {
    return { error: error as { kind?: string }, elapsed: since() };
  }
}

describe('answerStream deadlines (fake timers)', () => {
  it('D8: a response that never starts ends in timeout at 25 s (under Chrome’s 30 s), not retried', async () => {
    const { client, calls } = fakeTimeClient([hangingFetch()]);
    const { error, elapsed } = await timed(collectUpdates(client.answerStream(QUESTION)));
    expect(error?.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(25_000);
    expect(elapsed).toBeLessThanOrEqual(25_100);
    expect(calls()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a stream silent for 20 s ends in timeout, after the update it did send', async () => {
    const { client } = fakeTimeClient([() => sseResponse([sseEvent('Mont Blanc is')], { hold: true })]);
    const seen: string[] = [];
    const run = (async () => {
      for await (const update of client.answerStream(QUESTION)) seen.push(String(update.messages[0]?.data));
      return [];
    })();
    const { error, elapsed } = await timed(run);
    expect(error?.kind).toBe('timeout');
    expect(seen).toEqual(['Mont Blanc is']);
    expect(elapsed).toBeGreaterThanOrEqual(20_000);
    expect(elapsed).toBeLessThanOrEqual(20_100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a whole answer whose [DONE] never comes ends as complete 2 s after its finish reason, not as a timeout', async () => {
    const { client } = fakeTimeClient([
      () => sseResponse([sseEvent('Mont Blanc is 4,806 m.'), sseEvent('', 'stop')], { hold: true }),
    ]);
    const { updates, error, elapsed } = await timed(collectUpdates(client.answerStream(QUESTION)));
    expect(error).toBeUndefined();
    expect(updates?.at(-1)).toMatchObject({ done: true, status: 'complete' });
    expect(elapsed).toBeGreaterThanOrEqual(2_000);
    expect(elapsed).toBeLessThan(20_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a stream that trickles forever ends in timeout at the 120 s cap', async () => {
    const trickle: Responder = () => sseResponse([sseEvent('and on ')], { everyMs: 15_000 });
    const { client } = fakeTimeClient([trickle]);
    let updates = 0;
    const run = (async () => {
      for await (const _update of client.answerStream(QUESTION)) updates += 1;
      return [];
    })();
    const { error, elapsed } = await timed(run, 500);
    expect(error?.kind).toBe('timeout');
    expect(updates).toBe(7);
    expect(elapsed).toBeGreaterThanOrEqual(120_000);
    expect(elapsed).toBeLessThanOrEqual(120_500);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a consumer slower than the idle limit still gets the whole answer once it has arrived', async () => {
    const { client } = fakeTimeClient([() => sseResponse([sseEvent('4,806 m'), sseEvent(' high.'), sseTail()])]);
    const run = (async () => {
      const seen: AnswerUpdate[] = [];
      for await (const update of client.answerStream(QUESTION)) {
        seen.push(update);
        await new Promise((resolve) => setTimeout(resolve, 25_000));
      }
      return seen;
    })();
    const { updates, error } = await timed(run, 1_000);
    expect(error).toBeUndefined();
    expect(updates?.[updates.length - 1]).toMatchObject({
      done: true,
      status: 'complete',
      messages: [{ type: 'token', data: '4,806 m high.' }],
    });
  });
});

describe('answerStream updates over time (fake timers)', () => {
  it('coalesces a fast stream into about ten updates a second, the first at once and the last not delayed', async () => {
    let sent = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fast: Responder = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent === 100) {
              controller.enqueue(new TextEncoder().encode(sseTail()));
              return controller.close();
            }
            return new Promise<void>((resolve) => {
              timer = setTimeout(() => {
                sent += 1;
                controller.enqueue(new TextEncoder().encode(sseEvent('x')));
                resolve();
              }, 10);
            });
          },
          cancel() {
            clearTimeout(timer);
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const { client } = fakeTimeClient([fast]);
    const start = Date.now();
    const seen: { at: number; length: number; done: boolean }[] = [];
    const run = (async () => {
      for await (const update of client.answerStream(QUESTION)) {
        const first = update.messages[0];
        seen.push({
          at: Date.now() - start,
          length: first?.type === 'token' ? first.data.length : 0,
          done: update.done,
        });
      }
      return [];
    })();
    await drive(run, 5, 1_000);
    expect(seen[0]).toEqual({ at: 10, length: 1, done: false });
    expect(seen.length).toBeGreaterThanOrEqual(9);
    expect(seen.length).toBeLessThanOrEqual(13);
    expect(seen[seen.length - 1]).toMatchObject({ length: 100, done: true });
    expect(seen[seen.length - 1]!.at).toBeLessThanOrEqual(1_010);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('answerStream pacing (fake timers)', () => {
  it('paces the Answers key at its plan’s 2/s before any header (the search key’s default is 1/s)', async () => {
    const started: number[] = [];
    const { fetch } = scriptedFetch(() => {
      started.push(Date.now());
      return sseResponse([sseEvent('ok'), sseTail()]);
    });
    const now = () => Date.now();
    const client = createApiClient({
      getKey: () => SECRET_KEY,
      getAnswersKey: () => ANSWERS_KEY,
      fetch,
      now,
      hash: testHash,
      scheduler: createScheduler({ now, random: () => 0 }),
    });
    useFakeTime();
    const runs = Promise.all(
      [QUESTION, { question: 'second' }, { question: 'third' }].map((request) =>
        collectUpdates(client.answerStream(request)),
      ),
    );
    await drive(runs, 10, 1_000);
    // Spacing is 1000 ms / rate, stretched by 1.1 for clock skew: 550 ms at 2/s (1,100 ms at the Free plan's 1/s).
    expect(started.slice(1).map((at, i) => at - started[i]!)).toEqual([550, 550]);
  });
});
