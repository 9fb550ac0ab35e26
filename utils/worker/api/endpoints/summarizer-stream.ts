/**
 * `/summarizer/summary_streaming` as an async iterable of SummaryMessage. The whole stream has one deadline
 * (default 25 s, below Chrome's 30 s limit for a pending fetch); the caller's signal or leaving the loop early
 * cancels the body. A response that is not a stream is read as an ordinary summarizer answer.
 */
import { withSession, type ClientContext } from './context';
import { SUMMARY_STREAM_PATH } from './paths';
import { ApiError, fromUnknown } from '../errors';
import { checkSummaryKey, type SummarizerParams } from './params';
import { decodeBody, messagesFromPayload, parseSummaryLines, readLines, type StreamOutcome } from '../wire/stream';
import type { SummaryMessage } from '../schemas/summarizer';
import { globalTimers, type Timers } from '../timers';
import { summarizerEntries } from '../wire/url';

export interface SummaryStreamOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  params?: SummarizerParams;
}

const DEFAULT_STREAM_TIMEOUT_MS = 25_000;
const MAX_STREAM_TIMEOUT_MS = 29_000;

export async function* summaryStream(
  context: ClientContext,
  summaryKey: string,
  options: SummaryStreamOptions = {},
  timers: Timers = globalTimers,
): AsyncGenerator<SummaryMessage> {
  const key = checkSummaryKey(summaryKey);
  const controller = new AbortController();
  let timedOut = false;
  const limit = Math.min(Math.max(options.timeoutMs ?? DEFAULT_STREAM_TIMEOUT_MS, 1), MAX_STREAM_TIMEOUT_MS);
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limit);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  let secret: string | undefined;
  const outcome: StreamOutcome = { failed: false };
  let yielded = 0;
  try {
    const response = await withSession(context, async (session) => {
      secret = session.key;
      return context.transport.get<Response>(session, {
        path: SUMMARY_STREAM_PATH,
        entries: summarizerEntries(key, options.params),
        signal: controller.signal,
        accept: '*/*',
        read: async (answer) => answer,
      });
    });
    const type = response.headers.get('content-type') ?? '';
    if (!/json/i.test(type) && response.body) {
      const lines = readLines(decodeBody(response.body, controller.signal));
      for await (const message of parseSummaryLines(lines, outcome, controller.signal)) {
        yielded += 1;
        yield message;
      }
    } else {
      // Read under the same size cap as a stream, and stopped as soon as it passes it.
      let text = '';
      if (response.body) for await (const chunk of decodeBody(response.body, controller.signal)) text += chunk;
      let messages: SummaryMessage[] = [];
      try {
        messages = messagesFromPayload(JSON.parse(text), outcome);
      } catch {
        for await (const message of parseSummaryLines(readLines(single(text)), outcome, controller.signal))
          messages.push(message);
      }
      for (const message of messages) {
        yielded += 1;
        yield message;
      }
    }
    if (controller.signal.aborted) throw new ApiError('aborted');
    if (yielded === 0) throw emptyStreamError(outcome);
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted');
    if (timedOut) throw new ApiError('timeout');
    throw fromUnknown(error).withoutSecret(secret);
  } finally {
    timers.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    controller.abort(); // stops the body if the consumer left the loop early
  }
}

async function* single(text: string): AsyncGenerator<string> {
  yield text;
}

/** A stream that ended without a single message: why, as far as its payloads said. */
function emptyStreamError(outcome: StreamOutcome): ApiError {
  if (outcome.failed) return new ApiError('summaryFailed');
  if (outcome.errorResponse) return new ApiError('expiredSummary');
  return new ApiError('malformed', { detail: 'empty summary stream' });
}
