/**
 * The one lifecycle of a streamed `POST /chat/completions` (an answer: answer-stream.ts; a research:
 * research-stream.ts). The service bills a stream once it has started with success, so this:
 * - admits it with the meter before it is sent, and settles that ticket exactly once however it ends (billed once
 *   the response started, even when cut later);
 * - retries only what cannot have been billed (429, 5xx, no connection), and only before the stream starts;
 * - bounds time three ways: the response must start within 25 s (below Chrome's 30 s limit for a pending fetch), no
 *   silence may pass the plan's idle limit, and the whole stream must end by the plan's overall limit; each ends in
 *   `timeout`. After the finish reason only `[DONE]` is due: it waits 2 s for it, then ends the stream whole;
 * - cancels the body as soon as the caller aborts or stops iterating, so the service stops generating;
 * - coalesces what arrives within 100 ms into one update, so a flood of tiny events costs little.
 * Errors never carry the key. What differs (body, limits, updates, the bill) is the caller's StreamPlan.
 */
import { ApiError, fromUnknown } from '../errors';
import { ANSWERS_PATH } from '../endpoints/paths';
import type { Asker, Meter, MeterOutcome, MeterRequest, MeterTicket } from '../endpoints/meter';
import type { TimerHandle, Timers } from '../timers';
import type { KeySession, Transport } from '../wire/transport';
import type { CompletionOutcome } from './sse';
import { answerText } from './stream-text';
import { createTagScanner, type Piece } from './tags';

export interface AnswerStreamOptions {
  signal?: AbortSignal;
  /** Who asked, for the spending ledger. */
  asker?: Asker;
}

/** What the client adds: the meter every stream is admitted by (its cost bounded first) and settled with. */
export interface MeteredOptions extends AnswerStreamOptions {
  meter?: Meter;
}

/** What differs between an answer and a research: the request, its limits, how pieces become updates, the bill. */
export interface StreamPlan<U> {
  body: Record<string, unknown>;
  /** What the meter admits (the caller's `asker` is added). */
  admission: Omit<MeterRequest, 'asker'>;
  overallMs: number;
  /** The longest silence allowed before the finish reason. */
  idleMs: number;
  /** Far past what a whole stream needs: a runaway stream. */
  maxChars: number;
  /** The research tags are scanned too. */
  research?: boolean;
  /** Takes the scanner's pieces; true when an update would show something new. */
  add(pieces: readonly Piece[]): boolean;
  update(): U;
  /** The last update, once the stream ended whole or just stopped; may throw (nothing worth showing). */
  last(outcome: CompletionOutcome): U;
  /** What the ticket is settled with besides `billed`, from what arrived: called once, however the stream ended. */
  settlement(): Omit<MeterOutcome, 'billed'>;
}

/** The Answers plan's published rate (docs/answers-api.md §1.4), until the response headers say otherwise. */
const ANSWERS_PER_SECOND = 2;
const FIRST_BYTE_MS = 25_000;
/** Updates come at most this often (the first at once, the last never delayed): ten a second reads as smooth. */
const UPDATE_INTERVAL_MS = 100;
const DRAIN_MS = 2_000;

export async function* streamCompletion<U>(
  transport: Transport,
  plan: StreamPlan<U>,
  options: MeteredOptions,
  timers: Timers,
): AsyncGenerator<U> {
  const controller = new AbortController();
  const outcome: CompletionOutcome = { finished: false };
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  // The stream was whole, and the wait for `[DONE]` ran out: end it as whole, not as a timeout.
  let drained = false;
  const drain = () => {
    drained = true;
    controller.abort();
  };
  const overall = timers.setTimeout(expire, plan.overallMs);
  let idle: TimerHandle | undefined;
  const disarm = () => {
    if (idle !== undefined) timers.clearTimeout(idle);
    idle = undefined;
  };
  const arm = () => {
    disarm();
    idle = outcome.finished ? timers.setTimeout(drain, DRAIN_MS) : timers.setTimeout(expire, plan.idleMs);
  };
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  let ticket: MeterTicket | undefined;
  let secret: string | undefined;
  let response: Response | undefined;
  let source: AsyncGenerator<string> | undefined;
  let intervalTimer: TimerHandle | undefined;
  try {
    const session = await openSession(transport);
    secret = session.key;
    ticket = await options.meter?.admit({ ...plan.admission, asker: options.asker });
    response = await transport.post<Response>(session, {
      path: ANSWERS_PATH,
      body: plan.body,
      accept: 'text/event-stream',
      signal: controller.signal,
      timeoutMs: FIRST_BYTE_MS,
      defaultPerSecond: ANSWERS_PER_SECOND,
      retryable: cannotHaveBeenBilled,
      read: async (answer) => answer,
    });
    const scanner = createTagScanner({ research: plan.research });
    source = answerText(response, controller.signal, outcome, arm, disarm, plan.maxChars);
    // One read is always under way, so that what arrives before the update interval ends joins the same update:
    // every update costs a conversion here and a re-render for the consumer.
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
      changed = plan.add(scanner.push(result.value)) || changed;
      next = source.next();
      if (!changed) continue;
      // Only when the interval has passed, and not while more is already waiting to join this update.
      const due = await Promise.race([
        interval.then(() => true),
        next.then(
          () => false,
          () => false,
        ),
      ]);
      if (!due) continue;
      yield plan.update();
      changed = false;
      interval = new Promise<void>((resolve) => {
        intervalTimer = timers.setTimeout(resolve, UPDATE_INTERVAL_MS);
      });
    }
    plan.add(scanner.end());
    if (controller.signal.aborted && !drained) throw new ApiError('aborted');
    yield plan.last(outcome);
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted');
    if (timedOut) throw new ApiError('timeout');
    throw fromUnknown(error).withoutSecret(secret);
  } finally {
    timers.clearTimeout(overall);
    if (intervalTimer !== undefined) timers.clearTimeout(intervalTimer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    controller.abort(); // also stops the body when the consumer left the loop early
    ticket?.settle({ billed: response !== undefined, ...plan.settlement() });
    if (response?.body && !response.body.locked) response.body.cancel().catch(() => undefined);
    // The read under way ends with the abort; then the readers below let go of the body.
    await source?.return(undefined).catch(() => undefined);
    disarm();
  }
}

async function openSession(transport: Transport): Promise<KeySession> {
  try {
    return await transport.session();
  } catch (error) {
    throw fromUnknown(error);
  }
}

/**
 * Only failures that cannot have been billed ("only successful requests are counted and billed"): a 429, a 5xx, or
 * no connection at all. Not a 408 or a timeout of our own: the stream may be running and billed.
 */
function cannotHaveBeenBilled(error: ApiError): boolean {
  if (error.kind === 'rateLimited' || error.kind === 'offline') return true;
  return error.kind === 'server' && error.status !== undefined && error.status >= 500;
}
