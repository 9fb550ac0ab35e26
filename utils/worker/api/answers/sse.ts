/**
 * The Answers stream's SSE framing (docs/answers-api.md §3.1): OpenAI `chat.completion.chunk` events whose
 * `choices[0].delta.content` strings, concatenated, are the answer with its inline tags. This layer only unwraps the
 * text; tags are tags.ts's concern. It is lenient where clients in the wild are: `data:` with or without a space,
 * comments and other fields ignored, an event spread over several `data:` lines, unreadable events skipped.
 */
import { isRecord } from '@/utils/ui-safe/is-record';
import { yieldToEventLoop } from '../timers';
import { createPendingEvent } from './pending-event';

export interface CompletionOutcome {
  /** `data: [DONE]` or a `finish_reason` arrived: the service said the answer is whole. */
  finished: boolean;
  /** `data: [DONE]` arrived: nothing more will come, and the response can end normally. */
  done?: boolean;
  /** The payload of an error event inside the stream (none is documented; kept for error mapping). */
  errorBody?: unknown;
}

/** One event is a few hundred bytes; a larger one is junk, and a runaway event must not grow without end. */
export const MAX_EVENT_CHARS = 256 * 1024;
const MAX_PENDING_LINES = 64;
/**
 * A body that arrived whole is parsed in microtasks only: after this many characters the parser lets the event loop
 * run, so the worker answers other messages and its timers fire (docs/security-plan.md C9).
 */
const CHARS_PER_SLICE = 64 * 1024;

/**
 * Content strings from decoded lines (a list per chunk, as readLineBatches in ../stream.ts gives them), in order. Ends at `[DONE]` or an error event. After a finish reason it reads on
 * to `[DONE]` (yielding nothing more), so the response ends normally rather than being cut by the client; the caller
 * bounds that wait (answer-stream.ts).
 */
export async function* completionText(
  batches: AsyncIterable<readonly string[]>,
  outcome: CompletionOutcome,
): AsyncGenerator<string> {
  const pending = createPendingEvent(MAX_EVENT_CHARS, MAX_PENDING_LINES);
  let sliceChars = 0;
  const ended = () => outcome.done === true || outcome.errorBody !== undefined;

  for await (const lines of batches) {
    for (const line of lines) {
      sliceChars += line.length + 1;
      if (sliceChars >= CHARS_PER_SLICE) {
        sliceChars = 0;
        await yieldToEventLoop();
      }
      if (line === '') {
        if (!pending.empty) yield* contentOf(pending.end(), outcome);
        if (ended()) return;
        continue;
      }
      // readLineBatches drops long lines only when they span chunks; one that came whole is dropped here.
      if (line.length > MAX_EVENT_CHARS) {
        pending.clear();
        continue;
      }
      const value = dataOf(line);
      if (value === undefined) continue;
      if (value.trim() === '[DONE]') {
        outcome.finished = true;
        outcome.done = true;
        return;
      }
      let payload = pending.empty ? undefined : pending.add(value);
      if (payload === undefined) {
        payload = tryJson(value);
        if (payload !== undefined) pending.clear();
        else if (pending.empty) pending.add(value);
      }
      if (payload !== undefined) yield* contentOf(payload, outcome);
      if (ended()) return;
    }
  }
  if (!pending.empty) yield* contentOf(pending.end(), outcome);
}

/** A line's data, or undefined for comments, `event:`, `id:`, `retry:` and unknown fields. */
function dataOf(line: string): string | undefined {
  if (line.startsWith(':')) return undefined;
  if (/^data:/i.test(line)) return line.slice(line.charCodeAt(5) === 32 ? 6 : 5);
  // A bare JSON line from a proxy that dropped the framing.
  return line.trimStart().startsWith('{') ? line : undefined;
}

function* contentOf(payload: unknown, outcome: CompletionOutcome): Generator<string> {
  if (!isRecord(payload)) return;
  const choices = payload.choices;
  if (!Array.isArray(choices)) {
    if (payload.type === 'ErrorResponse' || payload.error !== undefined) outcome.errorBody = payload;
    return;
  }
  const choice: unknown = choices[0];
  if (!isRecord(choice)) return;
  // `message` is the non-streamed shape; a proxy may send the whole answer as one event.
  const part = isRecord(choice.delta) ? choice.delta : isRecord(choice.message) ? choice.message : undefined;
  // Nothing counts after the finish reason: what follows is only the end of the stream.
  if (typeof part?.content === 'string' && part.content !== '' && !outcome.finished) yield part.content;
  // The content of the chunk that carries the finish reason still counts (the <usage> tag may ride on it).
  if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '') outcome.finished = true;
}

function tryJson(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed[0] !== '{') return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}
