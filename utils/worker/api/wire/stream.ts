/**
 * Lenient reader for the summary stream. Its wire format is undocumented (docs/api-reference.md §4.5), so it accepts SSE
 * `data: <json>` lines (one event per line or spread over several lines), bare JSON lines, and ignores `event:`,
 * `id:`, `retry:` and comments. Each JSON is a SummaryMessage, a list of them, or an object with a `summary` list.
 * `data: [DONE]` ends the stream; unreadable lines are skipped.
 */
import { ApiError } from '../errors';
import { boundJson } from '../schemas/bound';
import { MAX_SUMMARY_MESSAGES, summaryMessageSchema, type SummaryMessage } from '../schemas/summarizer';
import { yieldToEventLoop } from '../timers';

/** Longer lines are dropped: a summary message is a few KB at most. */
const MAX_LINE_CHARS = 1024 * 1024;
const MAX_STREAM_CHARS = 16 * 1024 * 1024;
/**
 * A body that arrived whole is otherwise parsed in one go, in microtasks only: after this many characters of lines the
 * parser lets the event loop run, so the worker answers other messages and the stream's deadline can fire.
 */
const CHARS_PER_SLICE = 64 * 1024;

export interface StreamOutcome {
  /** The stream said, in a payload, that the summary failed (`status: "failed"`). */
  failed: boolean;
  /** The stream carried an ErrorResponse instead of messages (an unknown or expired key, undocumented). */
  errorResponse?: boolean;
}

/** Splits decoded text into lines (LF, CRLF or CR), dropping any line longer than `maxLine`. */
export async function* readLines(chunks: AsyncIterable<string>, maxLine = MAX_LINE_CHARS): AsyncGenerator<string> {
  for await (const lines of readLineBatches(chunks, maxLine)) yield* lines;
}

/**
 * The same lines, as one list per chunk: a reader that goes through them synchronously pays for one await per chunk
 * rather than one per line (a body of a million tiny lines, docs/security-plan.md C9).
 */
export async function* readLineBatches(
  chunks: AsyncIterable<string>,
  maxLine = MAX_LINE_CHARS,
): AsyncGenerator<string[]> {
  let buffer = '';
  let skipping = false;
  for await (const chunk of chunks) {
    buffer += chunk;
    const lines: string[] = [];
    let match: RegExpExecArray | null;
    const lineBreak = /\r\n|\r|\n/g;
    let start = 0;
    while ((match = lineBreak.exec(buffer)) !== null) {
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
      if (match[0] === '\r' && match.index === buffer.length - 1) break;
      const line = buffer.slice(start, match.index);
      start = match.index + match[0].length;
      if (skipping) skipping = false;
      else lines.push(line);
    }
    buffer = buffer.slice(start);
    if (buffer.length > maxLine) {
      buffer = '';
      skipping = true;
    }
    if (lines.length > 0) yield lines;
  }
  if (buffer !== '' && !skipping) yield [buffer];
}

/**
 * Summary messages from a decoded line stream. Sets `outcome.failed` on an explicit failure payload. Stops with
 * `aborted` between two lines once the signal aborts (the stream's deadline), even while lines are still buffered.
 */
export async function* parseSummaryLines(
  lines: AsyncIterable<string>,
  outcome: StreamOutcome,
  signal?: AbortSignal,
): AsyncGenerator<SummaryMessage> {
  let pending: string[] = [];
  let count = 0;
  let sliceChars = 0;
  const emit = function* (payload: unknown): Generator<SummaryMessage> {
    for (const message of messagesFromPayload(payload, outcome)) {
      if (count >= MAX_SUMMARY_MESSAGES) return;
      count += 1;
      yield message;
    }
  };
  const flush = function* (): Generator<SummaryMessage> {
    if (pending.length === 0) return;
    const joined = pending.join('\n');
    pending = [];
    const payload = tryJson(joined);
    if (payload !== undefined) yield* emit(payload);
  };

  for await (const line of lines) {
    if (count >= MAX_SUMMARY_MESSAGES) return;
    sliceChars += line.length + 1;
    if (sliceChars >= CHARS_PER_SLICE) {
      sliceChars = 0;
      await yieldToEventLoop();
    }
    if (signal?.aborted) throw new ApiError('aborted');
    if (line.trim() === '') {
      yield* flush();
      continue;
    }
    if (line.startsWith(':') || /^(event|id|retry)\s*:/i.test(line)) continue;
    const data = /^data\s*:/i.test(line) ? line.replace(/^data\s*:\s?/i, '') : null;
    const text = (data ?? line).trim();
    if (text === '[DONE]') break;
    if (data !== null && pending.length > 0) {
      pending.push(data);
      continue;
    }
    const payload = tryJson(text);
    if (payload !== undefined) yield* emit(payload);
    else if (data !== null) pending.push(data); // maybe the first line of a multi-line event
  }
  yield* flush();
}

/** Validated messages from one JSON payload. */
export function messagesFromPayload(payload: unknown, outcome?: StreamOutcome): SummaryMessage[] {
  const bounded = boundJson(payload);
  let candidates: unknown[] = [];
  if (Array.isArray(bounded)) candidates = bounded;
  else if (bounded !== null && typeof bounded === 'object') {
    const record = bounded as Record<string, unknown>;
    if (outcome && record.status === 'failed') outcome.failed = true;
    if (outcome && record.type === 'ErrorResponse') outcome.errorResponse = true;
    if (Array.isArray(record.summary)) candidates = record.summary;
    else if (typeof record.type === 'string') candidates = [record];
  }
  const messages: SummaryMessage[] = [];
  for (const candidate of candidates) {
    const result = summaryMessageSchema.safeParse(candidate);
    if (result.success) messages.push(result.data);
  }
  return messages;
}

/**
 * Decoded text chunks from a body, ending early when the signal aborts (the reader is cancelled) or the total
 * size passes the cap. The caller maps the abort to `aborted` or `timeout`.
 */
export async function* decodeBody(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  maxChars = MAX_STREAM_CHARS,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    while (true) {
      if (signal.aborted) throw new ApiError('aborted');
      const { done, value } = await reader.read();
      if (signal.aborted) throw new ApiError('aborted');
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      total += text.length;
      if (total > maxChars) throw new ApiError('malformed', { detail: 'stream too large' });
      yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
    reader.releaseLock?.();
  }
}

function tryJson(text: string): unknown {
  if (text === '' || (text[0] !== '{' && text[0] !== '[')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
