/**
 * One research (docs/answers-api.md §1.2–1.4, §3.2): `POST /chat/completions` with `enable_research`, streamed, as a
 * series of coalesced updates of its progress, then its answer. Like an answer (answer-stream.ts) it is admitted by
 * the meter before it is sent (its cost bounded by the ceiling of its limits), retried only before it starts, and
 * settled once: from its `<usage>`, or, stopped earlier, from the queries and tokens its last `<progress>` named.
 * Time is bounded three ways: the response starts within 25 s, no silence passes IDLE_MS, and the whole research
 * ends by its own seconds limit plus a margin (research-request.ts), ≤ 330 s whatever is asked. The caller's abort
 * ("Stop", a closed panel) cancels the body at once, so the service stops and bills nothing more.
 *
 * How it ends: the last update has `done` and `finished` (the service said the stream is whole); a research whose
 * stream ended without `<answer>` is unfinished, and says so through `research.answer` being absent. A timeout, a
 * lost connection or an abort is thrown; the updates already yielded hold the progress so far.
 */
import { ApiError, fromUnknown } from '../errors';
import { ANSWERS_PATH } from '../endpoints/paths';
import type { Meter, MeterTicket, Asker } from '../endpoints/meter';
import { globalTimers, type TimerHandle, type Timers } from '../timers';
import type { Transport } from '../wire/transport';
import type { ResearchLimits } from '@/utils/ui-safe/settings/research';
import { answerText, cannotHaveBeenBilled, openSession } from './answer-stream';
import type { AnswerRequest } from './request';
import { researchBody, researchDeadlineMs } from './research-request';
import { applyResearchPiece, emptyResearch, type ResearchState } from './research-events';
import type { CompletionOutcome } from './sse';
import { createTagScanner } from './tags';

export interface ResearchUpdate {
  research: ResearchState;
  done: boolean;
  /** On the last update: `[DONE]` or a finish reason arrived. */
  finished: boolean;
}

export interface ResearchStreamOptions {
  signal?: AbortSignal;
  asker?: Asker;
  meter?: Meter;
}

const FIRST_BYTE_MS = 25_000;
/** A research searches and reads between its events; a minute without a byte is a stalled stream. */
const IDLE_MS = 60_000;
/** Updates at most this often: a flood of `<progress>` costs one update per interval, never one per tag. */
const UPDATE_INTERVAL_MS = 100;
const DRAIN_MS = 2_000;
/** The Answers plan's published rate (docs/answers-api.md §1.4), as for an answer. */
const ANSWERS_PER_SECOND = 2;
const MAX_RESEARCH_STREAM_CHARS = 16 * 1024 * 1024;

export async function* researchStream(
  transport: Transport,
  request: AnswerRequest,
  limits: ResearchLimits,
  options: ResearchStreamOptions = {},
  timers: Timers = globalTimers,
): AsyncGenerator<ResearchUpdate> {
  const body = researchBody(request, limits);
  const state = emptyResearch();
  const controller = new AbortController();
  const outcome: CompletionOutcome = { finished: false };
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  const overall = timers.setTimeout(expire, researchDeadlineMs(limits));
  let idle: TimerHandle | undefined;
  const disarm = () => {
    if (idle !== undefined) timers.clearTimeout(idle);
    idle = undefined;
  };
  // After the finish reason only `[DONE]` is due: its wait is short, and running out of it ends the research whole.
  let drained = false;
  const drain = () => {
    drained = true;
    controller.abort();
  };
  const arm = () => {
    disarm();
    idle = outcome.finished ? timers.setTimeout(drain, DRAIN_MS) : timers.setTimeout(expire, IDLE_MS);
  };
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  let ticket: MeterTicket | undefined;
  let response: Response | undefined;
  let secret: string | undefined;
  let source: AsyncGenerator<string> | undefined;
  let intervalTimer: TimerHandle | undefined;
  try {
    const session = await openSession(transport);
    secret = session.key;
    ticket = await options.meter?.admit({
      scope: 'answers',
      endpoint: 'research',
      question: String(request.question).trim(),
      research: limits,
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
    const scanner = createTagScanner({ research: true });
    source = answerText(response, controller.signal, outcome, arm, disarm, MAX_RESEARCH_STREAM_CHARS);
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
      for (const piece of scanner.push(result.value)) changed = applyResearchPiece(state, piece) || changed;
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
      yield { research: snapshot(state), done: false, finished: false };
      changed = false;
      interval = new Promise<void>((resolve) => {
        intervalTimer = timers.setTimeout(resolve, UPDATE_INTERVAL_MS);
      });
    }
    for (const piece of scanner.end()) applyResearchPiece(state, piece);
    if (controller.signal.aborted && !drained) throw new ApiError('aborted');
    yield { research: snapshot(state), done: true, finished: outcome.finished };
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted');
    if (timedOut) throw new ApiError('timeout');
    throw fromUnknown(error).withoutSecret(secret);
  } finally {
    timers.clearTimeout(overall);
    if (intervalTimer !== undefined) timers.clearTimeout(intervalTimer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    controller.abort();
    ticket?.settle({
      billed: response !== undefined,
      statedUsd: state.cost?.totalUsd,
      queries: state.cost?.searches ?? state.searches,
      tokensIn: state.cost?.tokensIn ?? state.tokensIn,
      tokensOut: state.cost?.tokensOut ?? state.tokensOut ?? (state.tokensIn === undefined ? undefined : 0),
    });
    if (response?.body && !response.body.locked) response.body.cancel().catch(() => undefined);
    await source?.return(undefined).catch(() => undefined);
    disarm();
  }
}

function snapshot(state: ResearchState): ResearchState {
  return { ...state, queries: state.queries.slice(), blindspots: state.blindspots.slice() };
}
