/**
 * The Answers stream's SSE framing (docs/answers-api.md §3.1): OpenAI `chat.completion.chunk` events whose
 * `choices[0].delta.content` strings, concatenated, are the answer with its inline tags. This layer only unwraps the
 * text; tags are tags.ts's concern. It is lenient where clients in the wild are: `data:` with or without a space,
 * comments and other fields ignored, an event spread over several `data:` lines, unreadable events skipped.
 */

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
 * Content strings from decoded lines, in order. Ends at `[DONE]` or an error event. After a finish reason it reads on
 * to `[DONE]` (yielding nothing more), so the response ends normally rather than being cut by the client; the caller
 * bounds that wait (answer-stream.ts).
 */
export async function* completionText(
  lines: AsyncIterable<string>,
  outcome: CompletionOutcome,
): AsyncGenerator<string> {
  // Data lines of an event that did not parse alone: SSE joins an event's data lines with "\n".
  let pending: string[] = [];
  let pendingChars = 0;
  const ended = () => outcome.done === true || outcome.errorBody !== undefined;

  for await (const line of lines) {
    if (line === '') {
      if (pending.length > 0) yield* contentOf(tryJson(pending.join('\n')), outcome);
      pending = [];
      pendingChars = 0;
      if (ended()) return;
      continue;
    }
    if (line.startsWith(':')) continue;
    // readLines drops long lines only when they span chunks; one that came whole is dropped here.
    if (line.length > MAX_EVENT_CHARS) {
      pending = [];
      pendingChars = 0;
      continue;
    }
    let value: string;
    if (/^data:/i.test(line)) value = line.slice(5).replace(/^ /, '');
    else if (line.trimStart().startsWith('{'))
      value = line; // a bare JSON line from a proxy that dropped the framing
    else continue; // event:, id:, retry: and unknown fields carry nothing for us
    if (value.trim() === '[DONE]') {
      outcome.finished = true;
      outcome.done = true;
      return;
    }
    let payload = pending.length > 0 ? tryJson([...pending, value].join('\n')) : undefined;
    if (payload !== undefined) {
      pending = [];
      pendingChars = 0;
    } else {
      payload = tryJson(value);
      if (payload !== undefined) {
        pending = [];
        pendingChars = 0;
      } else if (pending.length < MAX_PENDING_LINES && pendingChars + value.length <= MAX_EVENT_CHARS) {
        pending.push(value);
        pendingChars += value.length;
      }
    }
    if (payload !== undefined) yield* contentOf(payload, outcome);
    if (ended()) return;
  }
  if (pending.length > 0) yield* contentOf(tryJson(pending.join('\n')), outcome);
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
