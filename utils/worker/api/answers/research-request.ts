/**
 * The research request (docs/answers-api.md §1.2, §1.3): the answer's body without citations, entities or an output
 * cap (the API refuses research with the first two), with `enable_research` and the user's limits, clamped to the
 * API's ranges. Streamed always: research is refused as a blocking answer.
 */
import { clampResearchLimits, type ResearchLimits } from '@/utils/ui-safe/settings/research';
import { answerBody, type AnswerRequest } from './request';

/**
 * Tokens each query may bring in (the API's default, sent so the ceiling is computed from a known value).
 */
export const RESEARCH_TOKENS_PER_QUERY = 8_192;
/** How long past its own seconds limit a research may take to write its answer, and the most it may take in all. */
const ANSWER_MARGIN_MS = 30_000;
const MAX_RESEARCH_SECONDS = 300;

export function researchBody(request: AnswerRequest, limits: ResearchLimits): Record<string, unknown> {
  const answer = answerBody(request);
  delete answer.enable_citations;
  delete answer.enable_entities;
  delete answer.max_completion_tokens;
  const { queries, iterations, seconds } = clampResearchLimits(limits);
  return {
    ...answer,
    stream: true,
    enable_research: true,
    research_maximum_number_of_queries: queries,
    research_maximum_number_of_iterations: iterations,
    research_maximum_number_of_seconds: seconds,
    research_maximum_number_of_tokens_per_query: RESEARCH_TOKENS_PER_QUERY,
  };
}

/** The whole research's deadline: its seconds limit and a margin for the answer, bounded whatever the input. */
export function researchDeadlineMs(limits: ResearchLimits): number {
  return Math.min(clampResearchLimits(limits).seconds, MAX_RESEARCH_SECONDS) * 1000 + ANSWER_MARGIN_MS;
}
