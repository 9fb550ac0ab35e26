/**
 * One streamed answer from the Answers plan (`POST /chat/completions`), as a series of updates in the summarizer's
 * message form. The service bills an answer once it succeeds, and per token, so this:
 * - refuses a bad request before sending it, and retries only what cannot have been billed (429, 5xx, no
 *   connection), and only before the stream starts;
 * - bounds time three ways: the response must start within 25 s (below Chrome's 30 s limit for a pending fetch),
 *   no gap between chunks may exceed 20 s, and the whole answer must finish within 120 s; each ends in `timeout`;
 * - cancels the body as soon as the caller aborts or stops iterating, so the service stops generating;
 * - coalesces what arrives within 100 ms into one update, so a stream of tiny events costs little.
 * Errors never carry the key.
 *
 * How it ends: `[DONE]` or a finish reason → a last update with status `complete`. After the finish reason it waits up
 * to 2 s for `[DONE]`, so the service sees the answer delivered whole rather than a connection the client cut. A stream that just stops → the
 * last update has status `incomplete` and holds what arrived, or, with nothing worth showing, `malformed` (an error
 * event inside the stream is mapped like an HTTP error instead). A failure mid-stream (timeout, lost connection,
 * abort) is thrown; the updates already yielded hold the partial answer.
 */
import { ApiError, fromUnknown } from '../errors';
import { ANSWERS_PATH } from '../endpoints/paths';
import { errorFromResponse } from '../wire/http-errors';
import { readErrorModel } from '../schemas/error-response';
import type { SummaryMessage } from '../schemas/summarizer';
import { decodeBody, readLineBatches } from '../wire/stream';
import { globalTimers, type TimerHandle, type Timers } from '../timers';
import type { KeySession, Transport } from '../wire/transport';
import { createAnswerAssembler, type AnswerAssembler } from './assemble';
import { answerBody, type AnswerRequest } from './request';
import { completionText, MAX_EVENT_CHARS, type CompletionOutcome } from './sse';
import { createTagScanner } from './tags';
import type { AnswerCost } from './usage';
import type { Asker, Meter, MeterTicket } from '../endpoints/meter';

export interface AnswerStreamOptions {
  signal?: AbortSignal;
  /** Who asked, for the spending ledger. */
  asker?: Asker;
}

/** What the client adds: the meter every answer is admitted by (its cost bounded first) and settled with. */
interface MeteredOptions extends AnswerStreamOptions {
  meter?: Meter;
}

export interface AnswerUpdate {
  /** Everything so far, in the summarizer's message form (for `mapAnswer`). */
  messages: SummaryMessage[];
  /** From the `<usage>` tag, once it has arrived (near the end). */
  cost?: AnswerCost;
  /** True on the last update. */
  done: boolean;
  /** `complete` only on a last update the service marked as finished; `incomplete` otherwise. */
  status: 'complete' | 'incomplete';
}

/** The Answers plan's published rate (docs/answers-api.md §1.4), until the response headers say otherwise. */
const ANSWERS_PER_SECOND = 2;
const FIRST_BYTE_MS = 25_000;
/** Updates come at most this often (the first at once, the last never delayed): ten a second reads as smooth. */
const UPDATE_INTERVAL_MS = 100;
const IDLE_MS = 20_000;
/** After the finish reason only `[DONE]` is due: wait this long for it, then end the (complete) answer anyway. */
const DRAIN_MS = 2_000;
const OVERALL_MS = 120_000;
/**
 * An answer is a few KB of text, and each streamed token carries about 250 characters of SSE and JSON framing, so a
 * whole answer (30,000 characters kept) even in one-character events fits; far past that is a runaway stream.
 */
const MAX_ANSWER_STREAM_CHARS = 8 * 1024 * 1024;

export async function* answerStream(
  transport: Transport,
  request: AnswerRequest,
  options: MeteredOptions = {},
  timers: Timers = globalTimers,
): AsyncGenerator<AnswerUpdate> {
  const body = answerBody(request);
  let ticket: MeterTicket | undefined;
  let assembled: AnswerAssembler | undefined;
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  const outcome: CompletionOutcome = { finished: false };
  // The answer was whole, and the wait for `[DONE]` ran out: end it as complete, not as a timeout.
  let drained = false;
  const drain = () => {
    drained = true;
    controller.abort();
  };
  const overall = timers.setTimeout(expire, OVERALL_MS);
  let idle: TimerHandle | undefined;
  const disarm = () => {
    if (idle !== undefined) timers.clearTimeout(idle);
    idle = undefined;
  };
  const arm = () => {
    disarm();
    idle = outcome.finished ? timers.setTimeout(drain, DRAIN_MS) : timers.setTimeout(expire, IDLE_MS);
  };
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  let secret: string | undefined;
  let response: Response | undefined;
  let source: AsyncGenerator<string> | undefined;
  let intervalTimer: TimerHandle | undefined;
  try {
    const session = await openSession(transport);
    secret = session.key;
    // Admitted before it is sent, its cost bounded by the question's tokens and `max_completion_tokens` (request.ts).
    ticket = await options.meter?.admit({
      scope: 'answers',
      endpoint: 'answer',
      question: String(request.question).trim(),
      asker: options.asker,
    });
    response = await transport.post<Response>(session, {
      path: ANSWERS_PATH,
      body,
      accept: 'text/event-stream',
      signal: controller.signal,
      timeoutMs: FIRST_BYTE_MS,
      defaultPerSecond: ANSWERS_PER_SECOND,
      retryable: cannotHaveBeenBilled,
      read: async (answer) => answer,
    });
    const scanner = createTagScanner();
    const answer = createAnswerAssembler();
    assembled = answer;
    source = answerText(response, controller.signal, outcome, arm, disarm);
    // One read is always under way, so that what arrives before the update interval ends joins the same update:
    // every update costs a conversion here and a re-render of the whole answer for the consumer.
    let next = source.next();
    let changed = false;
    let interval: Promise<void> = Promise.resolve();
    for (;;) {
      let result: IteratorResult<string>;
      try {
        result = await next;
      } catch (error) {
        if (drained) break;
        throw error;
      }
      if (result.done) break;
      changed = answer.add(scanner.push(result.value)) || changed;
      next = source.next();
      if (!changed) continue;
      const due = await Promise.race([
        interval.then(() => true),
        next.then(
          () => false,
          () => false,
        ),
      ]);
      if (!due) continue;
      yield update(answer, false, 'incomplete');
      changed = false;
      interval = new Promise<void>((resolve) => {
        intervalTimer = timers.setTimeout(resolve, UPDATE_INTERVAL_MS);
      });
    }
    answer.add(scanner.end());
    if (controller.signal.aborted && !drained) throw new ApiError('aborted');
    if (!answer.hasContent()) throw emptyAnswerError(outcome);
    yield update(answer, true, outcome.finished ? 'complete' : 'incomplete');
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted');
    if (timedOut) throw new ApiError('timeout');
    throw fromUnknown(error).withoutSecret(secret);
  } finally {
    timers.clearTimeout(overall);
    if (intervalTimer !== undefined) timers.clearTimeout(intervalTimer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    controller.abort(); // also stops the body when the consumer left the loop early
    // Billed once the service answered with success (a stream cut later is still paid): at its `<usage>` if it came.
    const cost = assembled?.cost();
    ticket?.settle({
      billed: response !== undefined,
      statedUsd: cost?.totalUsd,
      tokensIn: cost?.tokensIn,
      tokensOut: cost?.tokensOut,
    });
    if (response?.body && !response.body.locked) response.body.cancel().catch(() => undefined);
    // The read under way ends with the abort; then the readers below let go of the body.
    await source?.return(undefined).catch(() => undefined);
    disarm();
  }
}

/** The answer's content strings. The idle timer runs only while a read is waiting for the network. */
export async function* answerText(
  response: Response,
  signal: AbortSignal,
  outcome: CompletionOutcome,
  arm: () => void,
  disarm: () => void,
  maxChars = MAX_ANSWER_STREAM_CHARS,
): AsyncGenerator<string> {
  if (!response.body) return;
  const chunks = watched(decodeBody(response.body, signal, maxChars), arm, disarm);
  if (/json/i.test(response.headers.get('content-type') ?? '')) {
    // A blocking answer after all (a proxy, or `stream` ignored): one chat.completion object.
    let whole = '';
    for await (const chunk of chunks) whole += chunk;
    yield* completionText(once([whole]), outcome);
    return;
  }
  yield* completionText(readLineBatches(chunks, MAX_EVENT_CHARS), outcome);
}

async function* watched<T>(source: AsyncGenerator<T>, arm: () => void, disarm: () => void): AsyncGenerator<T> {
  try {
    for (;;) {
      arm();
      let next: IteratorResult<T>;
      try {
        next = await source.next();
      } finally {
        disarm();
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await source.return(undefined);
  }
}

async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}

export async function openSession(transport: Transport): Promise<KeySession> {
  try {
    return await transport.session();
  } catch (error) {
    throw fromUnknown(error);
  }
}

/**
 * Only failures that cannot have been billed ("only successful requests are counted and billed"): a 429, a 5xx, or
 * no connection at all. Not a 408 or a timeout of our own: the answer may be running and billed.
 */
export function cannotHaveBeenBilled(error: ApiError): boolean {
  if (error.kind === 'rateLimited' || error.kind === 'offline') return true;
  return error.kind === 'server' && error.status !== undefined && error.status >= 500;
}

function update(answer: AnswerAssembler, done: boolean, status: AnswerUpdate['status']): AnswerUpdate {
  const cost = answer.cost();
  return { messages: answer.messages(), ...(cost && { cost }), done, status };
}

/** Why a stream gave nothing to show: its own error event if it sent one, else an unreadable answer. */
function emptyAnswerError(outcome: CompletionOutcome): ApiError {
  if (outcome.errorBody !== undefined) {
    const status = readErrorModel(outcome.errorBody)?.status;
    return errorFromResponse({
      status: status !== undefined && status >= 400 && status <= 599 ? status : 500,
      body: outcome.errorBody,
      family: 'answers',
      rateLimit: null,
      retryAfterMs: null,
    });
  }
  return new ApiError('malformed', {
    detail: outcome.finished ? 'empty answer' : 'the answer stream ended without an answer',
  });
}
