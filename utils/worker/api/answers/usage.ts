/**
 * What an answer cost, from its `<usage>` tag (docs/answers-api.md §3.2). Two shapes are documented: the nine
 * `X-Request-*` keys that mirror the blocking call's headers, and an older `{tokens_input, tokens_output, searches,
 * cost}`. Both are read; a value of the wrong type is left out rather than guessed. Brave's own total is shown
 * rather than one computed here, since the published formula and the samples disagree (§4.3).
 */

export interface AnswerCost {
  /** `X-Request-Total-Cost` (or the older `cost`), in US dollars. */
  totalUsd?: number;
  /** Web searches the answer ran (`X-Request-Queries`, or the older `searches`): the billed unit. */
  searches?: number;
  tokensIn?: number;
  tokensOut?: number;
}

const FIELDS: Record<keyof AnswerCost, { names: readonly string[]; integer: boolean }> = {
  totalUsd: { names: ['x-request-total-cost', 'cost', 'total_cost'], integer: false },
  searches: { names: ['x-request-queries', 'searches', 'queries'], integer: true },
  tokensIn: { names: ['x-request-tokens-in', 'tokens_input', 'input_tokens'], integer: true },
  tokensOut: { names: ['x-request-tokens-out', 'tokens_output', 'output_tokens'], integer: true },
};

/** The cost in a `<usage>` tag's content; undefined when it is not JSON or names none of the known fields. */
export function parseUsage(content: string): AnswerCost | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  // Header names are case-insensitive, and a service mirroring headers may well change their case.
  const byName = new Map<string, unknown>();
  for (const [name, value] of Object.entries(payload).slice(0, 100)) byName.set(name.toLowerCase(), value);
  const cost: AnswerCost = {};
  for (const field of Object.keys(FIELDS) as (keyof AnswerCost)[]) {
    const { names, integer } = FIELDS[field];
    for (const name of names) {
      const value = amount(byName.get(name), integer);
      if (value !== undefined) {
        cost[field] = value;
        break;
      }
    }
  }
  return Object.keys(cost).length > 0 ? cost : undefined;
}

/** A finite, non-negative number (numeric strings too: one client saw the total as a string). */
function amount(value: unknown, integer: boolean): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+(\.\d+)?(e-?\d+)?\s*$/i.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return undefined;
  if (integer && !Number.isInteger(number)) return undefined;
  return number;
}
