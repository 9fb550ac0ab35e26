import type { AnswerRequest } from '../validation/answer-body';
import { composeAnswer } from './compose';
import { renderAnswer } from './render';
import { tag } from './tags';
import { estimateTokens, usageValues, type AnswerUsage } from './usage';
import { RESEARCH_PLAN } from '../assumptions';

/** One step of an emulated research: a `delta.content` piece, and the queries run once it is out. */
export interface ResearchStep {
  content: string;
  queriesDone: number;
}

/**
 * A research (A28) as the content pieces of its stream, in the order docs/answers-api.md §3.2 names: per iteration
 * `<queries>`, an `<analyzing>` and a `<thinking>` per query, a `<progress>` with the running totals; then
 * `<blindspots>`, `<answer>{"answer": markdown}` and `<usage>`. It never runs more queries or iterations than the
 * request's limits allow, nor a query past its seconds limit (in emulated time). `queriesDone` lets the caller bill
 * a run the client left part-way by what it did.
 */
export function researchSteps(request: AnswerRequest, nowMs: number, origin: string): ResearchStep[] {
  const { queries: queryLimit, iterations: maxIterations, seconds } = request.researchLimits;
  // Each query takes RESEARCH_PLAN.secondsPerQuery of emulated time: none starts that would pass the seconds limit.
  const maxQueries = Math.min(queryLimit, Math.floor(seconds / RESEARCH_PLAN.secondsPerQuery));
  const composed = composeAnswer({ ...request, citations: false, entities: false }, nowMs, origin);
  const urls = [...new Set(composed.parts.flatMap((part) => (part.kind === 'cite' ? [part.citation.url] : [])))];
  const steps: ResearchStep[] = [];
  let queriesDone = 0;
  let urlsAnalyzed = 0;
  let iterations = 0;
  let tokensIn = estimateTokens(request.question);
  for (let round = 0; round < Math.min(maxIterations, RESEARCH_PLAN.iterations); round += 1) {
    const room = Math.min(RESEARCH_PLAN.queriesPerIteration, maxQueries - queriesDone);
    if (room <= 0) break;
    iterations += 1;
    const asked = Array.from({ length: room }, (_, index) => queryText(request.question, round, index));
    steps.push({ content: tag('queries', { queries: asked }), queriesDone });
    for (const query of asked) {
      queriesDone += 1;
      urlsAnalyzed += RESEARCH_PLAN.urlsPerQuery;
      tokensIn += RESEARCH_PLAN.tokensPerQuery;
      const analyzing = { query, urls: RESEARCH_PLAN.urlsPerQuery, new_urls: RESEARCH_PLAN.urlsPerQuery };
      steps.push({ content: tag('analyzing', analyzing), queriesDone });
      const thinking = { query, urls_analyzed: urlsAnalyzed, urls_selected: urls.slice(0, 3) };
      steps.push({ content: tag('thinking', thinking), queriesDone });
    }
    const progress = {
      elasped_seconds: queriesDone * RESEARCH_PLAN.secondsPerQuery, // Brave's spelling
      number_of_iterations: iterations,
      number_of_queries: queriesDone,
      number_of_urls_analyzed: urlsAnalyzed,
      number_of_snippets_analyzed: urlsAnalyzed * 2,
      number_of_input_tokens: tokensIn,
      number_of_thinking_tokens: 0,
      number_of_output_tokens: 0,
    };
    steps.push({ content: tag('progress', progress), queriesDone });
  }
  const rendered = renderAnswer(composed, { citations: false, entities: false });
  const sources = urls.map((url, index) => `${index + 1}. [${new URL(url).hostname}](${url})`).join('\n');
  const answer = sources === '' ? rendered.visible : `${rendered.visible}\n\n**Sources**\n\n${sources}`;
  steps.push({ content: tag('blindspots', RESEARCH_PLAN.blindspots), queriesDone });
  steps.push({ content: tag('answer', { answer }), queriesDone });
  const usage: AnswerUsage = { requests: 1, queries: queriesDone, tokensIn, tokensOut: estimateTokens(answer) };
  steps.push({ content: tag('usage', usageValues(usage)), queriesDone });
  return steps;
}

/** The research's own searches: the question, then narrower ones, as a real research reformulates it. */
function queryText(question: string, round: number, index: number): string {
  const facet = RESEARCH_PLAN.facets[(round * RESEARCH_PLAN.queriesPerIteration + index) % RESEARCH_PLAN.facets.length];
  return round === 0 && index === 0 ? question : `${question} ${facet}`;
}
