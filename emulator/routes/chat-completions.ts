import type { ApiContext, HandlerResult } from '../api/context';
import { errorReply, validationReply } from '../http/errors';
import { sleep } from '../http/sleep';
import { readAnswerBody } from '../validation/answer-body';
import { optionConflicts } from '../validation/answer-options';
import { composeAnswer } from '../answers/compose';
import { askedQuestion } from '../answers/followup';
import { composePageAnswer, readPageQuestion } from '../answers/page-question';
import { renderAnswer } from '../answers/render';
import { completionMeta } from '../answers/completion';
import { estimateTokens, type AnswerUsage } from '../answers/usage';
import { blockingAnswerReply, streamingAnswerReply } from '../answers/replies';
import { BODY_TOO_LARGE } from '../assumptions';
import { researchSteps } from '../answers/research';
import { researchReply } from '../answers/research-reply';

/**
 * POST /res/v1/chat/completions (Answers). The key, plan and rate checks have passed (pipeline); here: the body
 * (A26, A27), then a research (A28, streamed) or an answer from the world, streamed (default) or blocking.
 */
export async function handleChatCompletions(context: ApiContext): Promise<HandlerResult> {
  const { nowMs, state, signal } = context;
  if (context.rawBody === undefined) {
    return { reply: errorReply(BODY_TOO_LARGE.status, BODY_TOO_LARGE.code, BODY_TOO_LARGE.detail, undefined, nowMs) };
  }
  const parsed = readAnswerBody(context.rawBody);
  if (!parsed.ok) return { reply: validationReply(parsed.issues, nowMs) };
  const request = parsed.request;
  const conflicts = optionConflicts(request);
  if (conflicts.length > 0) return { reply: validationReply(conflicts, nowMs) };
  if (request.research) {
    const steps = researchSteps(request, nowMs, context.origin);
    return { reply: researchReply(steps, completionMeta(request.model, nowMs), state.settings, signal), answer: true };
  }

  // A page question answers from its page (answers/page-question.ts); a follow-up carries its conversation: the answer is to its last
  // question (A53). Either way the tokens are the whole message's.
  const page = readPageQuestion(request.question);
  const composed = page
    ? composePageAnswer(page, context.origin)
    : composeAnswer({ ...request, question: askedQuestion(request.question) }, nowMs, context.origin);
  const rendered = renderAnswer(composed, {
    citations: request.citations,
    entities: request.entities,
    maxTokens: request.maxCompletionTokens,
  });
  const usage: AnswerUsage = {
    requests: 1,
    queries: composed.searches,
    tokensIn: estimateTokens(request.question) + estimateTokens(composed.contextText),
    tokensOut: estimateTokens(rendered.visible),
  };
  const meta = completionMeta(request.model, nowMs);
  if (request.stream)
    return { reply: streamingAnswerReply(rendered, meta, usage, state.settings, signal), answer: true };
  await sleep(state.settings.answerDelayMs, signal);
  return { reply: blockingAnswerReply(rendered, meta, usage), answer: true };
}
