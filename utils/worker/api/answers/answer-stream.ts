/**
 * One streamed answer from the Answers plan (`POST /chat/completions`), as a series of updates in the summarizer's
 * message form. Its lifecycle (the meter, retries, deadlines, Stop, coalesced updates) is stream-lifecycle.ts; here
 * is what is an answer's own: a bad request is refused before anything is sent, the response must start within 25 s,
 * no gap between chunks may exceed 20 s, and the whole answer must finish within 120 s; it is settled at its `<usage>`
 * if it came.
 *
 * How it ends: `[DONE]` or a finish reason → a last update with status `complete` (after the finish reason it waits up
 * to 2 s for `[DONE]`, so the service sees the answer delivered whole rather than a connection the client cut). A
 * stream that just stops → the last update has status `incomplete` and holds what arrived, or, with nothing worth
 * showing, `malformed` (an error event inside the stream is mapped like an HTTP error instead). A failure mid-stream
 * (timeout, lost connection, abort) is thrown; the updates already yielded hold the partial answer.
 */
import { ApiError } from '../errors';
import { errorFromResponse } from '../wire/http-errors';
import { readErrorModel } from '../schemas/error-response';
import type { SummaryMessage } from '../schemas/summarizer';
import { globalTimers, type Timers } from '../timers';
import type { Transport } from '../wire/transport';
import { createAnswerAssembler, type AnswerAssembler } from './assemble';
import { answerBody, type AnswerRequest } from './request';
import type { CompletionOutcome } from './sse';
import { streamCompletion, type MeteredOptions } from './stream-lifecycle';
import type { AnswerCost } from './usage';

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

const IDLE_MS = 20_000;
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
  const answer = createAnswerAssembler();
  yield* streamCompletion<AnswerUpdate>(
    transport,
    {
      body,
      // Its cost bounded by the question's tokens and `max_completion_tokens` (request.ts).
      admission: { scope: 'answers', endpoint: 'answer', question: String(request.question).trim() },
      overallMs: OVERALL_MS,
      idleMs: IDLE_MS,
      maxChars: MAX_ANSWER_STREAM_CHARS,
      add: (pieces) => answer.add(pieces),
      update: () => update(answer, false, 'incomplete'),
      last: (outcome) => {
        if (!answer.hasContent()) throw emptyAnswerError(outcome);
        return update(answer, true, outcome.finished ? 'complete' : 'incomplete');
      },
      settlement: () => {
        const cost = answer.cost();
        return { statedUsd: cost?.totalUsd, tokensIn: cost?.tokensIn, tokensOut: cost?.tokensOut };
      },
    },
    options,
    timers,
  );
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
