// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { completionText, MAX_EVENT_CHARS, type CompletionOutcome } from '@/utils/worker/api/answers/sse';
import { readLineBatches } from '@/utils/worker/api/wire/stream';
import { answersClient, collectUpdates, sseEvent, sseResponse, sseTail } from './answers-helpers';

async function* chunks(...parts: string[]): AsyncGenerator<string> {
  for (const part of parts) yield part;
}

async function read(...parts: string[]) {
  const outcome: CompletionOutcome = { finished: false };
  const texts: string[] = [];
  for await (const text of completionText(readLineBatches(chunks(...parts)), outcome)) texts.push(text);
  return { texts, outcome };
}

const event = (content: string | null, finish: string | null = null) =>
  JSON.stringify({
    id: 'c1',
    object: 'chat.completion.chunk',
    model: 'brave',
    choices: [{ index: 0, delta: content === null ? {} : { role: 'assistant', content }, finish_reason: finish }],
    usage: null,
  });

describe('completionText', () => {
  it('unwraps delta content, with or without a space after data:, and stops at [DONE]', () => {
    return expect(
      read(`data: ${event('Hel')}\n\n`, `data:${event('lo')}\n\n`, 'data: [DONE]\n\n', `data: ${event('after')}\n\n`),
    ).resolves.toEqual({
      texts: ['Hel', 'lo'],
      outcome: { finished: true, done: true },
    });
  });

  it('reads on after the finish reason to [DONE], taking no more text, so the response ends as the service sent it', async () => {
    const finish = JSON.stringify({ choices: [{ delta: { content: 'end' }, finish_reason: 'stop' }] });
    const { texts, outcome } = await read(
      `data: ${event('a')}\n\n`,
      `data: ${finish}\n\n`,
      `data: ${event('late')}\n\n`,
      'data: [DONE]\n\n',
    );
    expect(texts).toEqual(['a', 'end']);
    expect(outcome).toEqual({ finished: true, done: true });
  });

  it('ignores comments, event:, id: and retry: lines, and reads CRLF framing', async () => {
    const { texts } = await read(
      `: keep-alive\r\nevent: message\r\nid: 7\r\nretry: 1000\r\ndata: ${event('a')}\r\n\r\n`,
      `:\r\ndata: ${event('b')}\r\n\r\n`,
    );
    expect(texts).toEqual(['a', 'b']);
  });

  it('skips unreadable events and those without content', async () => {
    const { texts } = await read(
      'data: {nonsense\n\n',
      'data: 42\n\n',
      `data: ${event(null)}\n\n`,
      'data: {"choices":"x"}\n\n',
      'data: {"choices":[null]}\n\n',
      `data: ${event('ok')}\n\n`,
    );
    expect(texts).toEqual(['ok']);
  });

  it('joins an event spread over several data lines', async () => {
    const json = event('joined');
    const { texts } = await read(`data: ${json.slice(0, 20)}\n`, `data: ${json.slice(20)}\n\n`);
    expect(texts).toEqual(['joined']);
  });

  it('ends after the chunk that carries a finish reason, keeping its content', async () => {
    const { texts, outcome } = await read(
      `data: ${event('A')}\n\n`,
      `data: ${event('<usage>{}</usage>', 'stop')}\n\n`,
      `data: ${event('never')}\n\n`,
    );
    expect(texts).toEqual(['A', '<usage>{}</usage>']);
    expect(outcome.finished).toBe(true);
  });

  it('tolerates a stream that ends without [DONE] (the outcome says so)', async () => {
    const { texts, outcome } = await read(`data: ${event('cut')}`);
    expect(texts).toEqual(['cut']);
    expect(outcome.finished).toBe(false);
  });

  it('reads bare JSON lines and the non-streamed message shape', async () => {
    const { texts, outcome } = await read(
      `${event('bare')}\n`,
      '{"choices":[{"message":{"role":"assistant","content":"whole"},"finish_reason":"stop"}]}',
    );
    expect(texts).toEqual(['bare', 'whole']);
    expect(outcome.finished).toBe(true);
  });

  it('records an error event and stops there', async () => {
    const error = { type: 'ErrorResponse', error: { status: 429, code: 'RATE_LIMITED' } };
    const { texts, outcome } = await read(`data: ${JSON.stringify(error)}\n\n`, `data: ${event('later')}\n\n`);
    expect(texts).toEqual([]);
    expect(outcome.errorBody).toEqual(error);
  });
});

/**
 * A hostile stream (docs/security-plan.md C9): one unreadable event near the size cap, then tiny `data:` lines that a
 * parser re-joining its buffer on every line would work through in quadratic time, without letting the worker run.
 */
describe('completionText against a hostile stream', () => {
  /** `data: {` and about 256 KB that never becomes JSON, then `count` eight-byte lines, then one real answer. */
  const stall = (count: number) =>
    `data: {${'x'.repeat(MAX_EVENT_CHARS - 64)}\n${'data: x\n'.repeat(count)}\n${sseEvent('Still here.')}${sseTail()}`;

  /** Runs one answer over a body that arrived whole, with a 0 ms timer set at its start. */
  async function timed(body: string) {
    const { client } = answersClient([() => sseResponse([body])]);
    let timerFired = false;
    setTimeout(() => (timerFired = true), 0);
    const started = performance.now();
    const updates = await collectUpdates(client.answerStream({ question: 'q' }));
    return { updates, elapsed: performance.now() - started, firedBeforeEnd: timerFired };
  }

  it.each([
    ['10,000 eight-byte lines after a 256 KB unreadable event', 10_000],
    ['940,000 eight-byte lines (to the body cap) after a 256 KB unreadable event', 940_000],
  ])(
    '%s: linear, yielding, within the stream budget (C9)',
    async (label, count) => {
      const body = stall(count);
      const { updates, elapsed, firedBeforeEnd } = await timed(body);
      console.log(`hostile answer stream, ${label} (${(body.length / 1e6).toFixed(2)} MB): ${elapsed.toFixed(0)} ms`);
      expect(updates.at(-1)).toMatchObject({ done: true, status: 'complete' });
      expect(JSON.stringify(updates.at(-1)!.messages)).toContain('Still here.');
      expect(firedBeforeEnd).toBe(true); // a 0 ms timer set at the start ran while the stream was parsed
      expect(elapsed).toBeLessThan(3_000); // the stream time budget of tests/unit/services/summary-hostile.test.ts
    },
    60_000,
  );

  it('reads one event near the size cap, on one line or spread over data lines (C9)', async () => {
    const text = 'y'.repeat(MAX_EVENT_CHARS - 1_024);
    const spread = JSON.stringify(JSON.parse(event(text)), null, 1)
      .split('\n')
      .map((line) => `data: ${line}\n`);
    expect(spread.length).toBeGreaterThan(10);
    expect((await read(`data: ${event(text)}\n\n`)).texts).toEqual([text]);
    expect((await read(...spread, '\n', `data: ${event('next')}\n\n`)).texts).toEqual([text, 'next']);
    const over = await read(`data: ${event('z'.repeat(MAX_EVENT_CHARS))}\n\n`, `data: ${event('next')}\n\n`);
    expect(over.texts).toEqual(['next']);
  });
});
