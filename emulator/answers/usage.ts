import { ANSWERS_PRICES, CHARS_PER_TOKEN } from '../assumptions';

export interface AnswerUsage {
  requests: number;
  queries: number;
  tokensIn: number;
  tokensOut: number;
}

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

function dollars(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** The nine `X-Request-*` values of the `<usage>` tag (and of a blocking answer's headers), costs per A31. */
export function usageValues(usage: AnswerUsage): Record<string, number> {
  const requestsCost = dollars(usage.requests * ANSWERS_PRICES.perRequest);
  const queriesCost = dollars(usage.queries * ANSWERS_PRICES.perQuery);
  const inCost = dollars(usage.tokensIn * ANSWERS_PRICES.perInputToken);
  const outCost = dollars(usage.tokensOut * ANSWERS_PRICES.perOutputToken);
  return {
    'X-Request-Requests': usage.requests,
    'X-Request-Queries': usage.queries,
    'X-Request-Tokens-In': usage.tokensIn,
    'X-Request-Tokens-Out': usage.tokensOut,
    'X-Request-Requests-Cost': requestsCost,
    'X-Request-Queries-Cost': queriesCost,
    'X-Request-Tokens-In-Cost': inCost,
    'X-Request-Tokens-Out-Cost': outCost,
    'X-Request-Total-Cost': dollars(requestsCost + queriesCost + inCost + outCost),
  };
}

/** OpenAI's `usage` object of the final chunk (or of a blocking answer). */
export function openAiUsage(usage: AnswerUsage) {
  return {
    prompt_tokens: usage.tokensIn,
    completion_tokens: usage.tokensOut,
    total_tokens: usage.tokensIn + usage.tokensOut,
  };
}
