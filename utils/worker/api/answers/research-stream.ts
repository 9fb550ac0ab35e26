/**
 * One research (docs/answers-api.md §1.2–1.4, §3.2): `POST /chat/completions` with `enable_research`, streamed, as a
 * series of coalesced updates of its progress, then its answer. Its lifecycle is an answer's (stream-lifecycle.ts):
 * admitted by the meter before it is sent (its cost bounded by the ceiling of its limits), retried only before it
 * starts, cancelled at once by the caller's abort ("Stop", a closed panel) so the service stops and bills nothing more.
 * What is its own: it is settled from its `<usage>`, or, stopped earlier, from the queries and tokens its last
 * `<progress>` named; and its time limits: the response starts within 25 s, no silence passes IDLE_MS, and the whole
 * research ends by its own seconds limit plus a margin (research-request.ts), ≤ 330 s whatever is asked.
 *
 * How it ends: the last update has `done` and `finished` (the service said the stream is whole); a research whose
 * stream ended without `<answer>` is unfinished, and says so through `research.answer` being absent. A timeout, a
 * lost connection or an abort is thrown; the updates already yielded hold the progress so far.
 */
import { globalTimers, type Timers } from '../timers';
import type { Transport } from '../wire/transport';
import type { ResearchLimits } from '@/utils/ui-safe/settings/research';
import type { AnswerRequest } from './request';
import { researchBody, researchDeadlineMs } from './research-request';
import { applyResearchPiece, emptyResearch, type ResearchState } from './research-events';
import { streamCompletion, type MeteredOptions } from './stream-lifecycle';

export interface ResearchUpdate {
  research: ResearchState;
  done: boolean;
  /** On the last update: `[DONE]` or a finish reason arrived. */
  finished: boolean;
}

/** A research searches and reads between its events; a minute without a byte is a stalled stream. */
const IDLE_MS = 60_000;
const MAX_RESEARCH_STREAM_CHARS = 16 * 1024 * 1024;

export async function* researchStream(
  transport: Transport,
  request: AnswerRequest,
  limits: ResearchLimits,
  options: MeteredOptions = {},
  timers: Timers = globalTimers,
): AsyncGenerator<ResearchUpdate> {
  const body = researchBody(request, limits);
  const state = emptyResearch();
  yield* streamCompletion<ResearchUpdate>(
    transport,
    {
      body,
      admission: {
        scope: 'answers',
        endpoint: 'research',
        question: String(request.question).trim(),
        research: limits,
      },
      overallMs: researchDeadlineMs(limits),
      idleMs: IDLE_MS,
      maxChars: MAX_RESEARCH_STREAM_CHARS,
      research: true,
      add: (pieces) => {
        let changed = false;
        for (const piece of pieces) changed = applyResearchPiece(state, piece) || changed;
        return changed;
      },
      update: () => ({ research: snapshot(state), done: false, finished: false }),
      last: (outcome) => ({ research: snapshot(state), done: true, finished: outcome.finished }),
      settlement: () => ({
        statedUsd: state.cost?.totalUsd,
        queries: state.cost?.searches ?? state.searches,
        tokensIn: state.cost?.tokensIn ?? state.tokensIn,
        tokensOut: state.cost?.tokensOut ?? state.tokensOut ?? (state.tokensIn === undefined ? undefined : 0),
      }),
    },
    options,
    timers,
  );
}

function snapshot(state: ResearchState): ResearchState {
  return { ...state, queries: state.queries.slice(), blindspots: state.blindspots.slice() };
}
