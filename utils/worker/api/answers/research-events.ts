/**
 * What a research's tags say (docs/answers-api.md §3.2), folded into one bounded state as they arrive: the searches
 * made (`<queries>`), the pages analysed (`<analyzing>`, `<thinking>`, `<progress>`), the elapsed time and token
 * counts (`<progress>`, Brave's spelling `elasped_seconds` included), the blind spots, the final `<answer>`'s Markdown
 * and the `<usage>`. Payloads are web-derived JSON: each is parsed on its own, a malformed or hostile one (wrong
 * types, negative or huge numbers, a thousand queries) is ignored or cut to size, never thrown. A flood of
 * `<progress>` keeps only the latest, so memory stays bounded however long the stream.
 */
import { isRecord } from '@/utils/ui-safe/is-record';
import type { Piece } from './tags';
import { parseUsage, type AnswerCost } from './usage';

export interface ResearchState {
  /** The searches made, oldest first, at most MAX_QUERIES kept (the count goes on in `searches`). */
  queries: string[];
  searches: number;
  pages: number;
  iterations: number;
  elapsedSeconds?: number;
  tokensIn?: number;
  tokensOut?: number;
  blindspots: string[];
  /** The final answer's Markdown: set only by `<answer>` (its absence means an unfinished research). */
  answer?: string;
  cost?: AnswerCost;
}

const MAX_QUERIES = 60;
const MAX_QUERY_CHARS = 300;
const MAX_BLINDSPOTS = 20;
const MAX_BLINDSPOT_CHARS = 500;
/** Above any real count (50 queries × 60 results, 300 s, tokens of a long run); a larger number is junk. */
const MAX_COUNT = 10_000_000;

export const emptyResearch = (): ResearchState => ({
  queries: [],
  searches: 0,
  pages: 0,
  iterations: 0,
  blindspots: [],
});

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_COUNT ? value : undefined;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

function json(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

/** A list of strings, bare or under `key` (`{"queries":[…]}`, `["…"]`), cut to `max` items. */
function strings(payload: unknown, key: string, max: number, chars: number): string[] {
  const list = Array.isArray(payload) ? payload : isRecord(payload) ? payload[key] : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, max)
    .map((item) => text(item, chars))
    .filter((item) => item !== undefined);
}

/** Folds one piece into `state` (mutated); true when something shown changed. Text outside tags is ignored. */
export function applyResearchPiece(state: ResearchState, piece: Piece): boolean {
  if (piece.kind !== 'tag') return false;
  if (piece.name === 'usage') {
    const cost = parseUsage(piece.content);
    if (cost) state.cost = { ...state.cost, ...cost };
    return cost !== undefined;
  }
  const payload = json(piece.content);
  switch (piece.name) {
    case 'queries':
      return addQueries(state, strings(payload, 'queries', MAX_QUERIES, MAX_QUERY_CHARS));
    case 'analyzing':
    case 'thinking': {
      if (!isRecord(payload)) return false;
      const pages = count(payload.urls_analyzed) ?? 0;
      const more = pages > state.pages;
      if (more) state.pages = pages;
      const query = text(payload.query, MAX_QUERY_CHARS);
      return addQueries(state, query === undefined ? [] : [query]) || more;
    }
    case 'progress':
      return isRecord(payload) && applyProgress(state, payload);
    case 'blindspots': {
      const found = strings(payload, 'blindspots', MAX_BLINDSPOTS, MAX_BLINDSPOT_CHARS);
      if (found.length === 0) return false;
      state.blindspots = found;
      return true;
    }
    case 'answer': {
      const answer = isRecord(payload) ? text(payload.answer, Number.MAX_SAFE_INTEGER) : undefined;
      if (answer === undefined) return false;
      state.answer = answer;
      const spots = strings(payload, 'blindspots', MAX_BLINDSPOTS, MAX_BLINDSPOT_CHARS);
      if (spots.length > 0) state.blindspots = spots;
      return true;
    }
    default:
      return false;
  }
}

function addQueries(state: ResearchState, queries: string[]): boolean {
  let changed = false;
  for (const query of queries) {
    if (state.queries.includes(query)) continue;
    changed = true;
    state.searches = Math.max(state.searches, state.queries.length + 1);
    if (state.queries.length < MAX_QUERIES) state.queries.push(query);
  }
  return changed;
}

/** Running totals: a number only ever raises what is shown, so a stale or lowered report cannot undo progress. */
function applyProgress(state: ResearchState, payload: Record<string, unknown>): boolean {
  const before = JSON.stringify([state.searches, state.pages, state.iterations, state.elapsedSeconds]);
  const raise = (now: number | undefined, next: unknown) => Math.max(now ?? 0, count(next) ?? 0);
  state.searches = raise(state.searches, payload.number_of_queries);
  state.pages = raise(state.pages, payload.number_of_urls_analyzed);
  state.iterations = raise(state.iterations, payload.number_of_iterations);
  const elapsed = count(payload.elasped_seconds ?? payload.elapsed_seconds);
  if (elapsed !== undefined) state.elapsedSeconds = Math.max(state.elapsedSeconds ?? 0, elapsed);
  const tokensIn = count(payload.number_of_input_tokens);
  if (tokensIn !== undefined) state.tokensIn = Math.max(state.tokensIn ?? 0, tokensIn);
  const tokensOut = (count(payload.number_of_output_tokens) ?? 0) + (count(payload.number_of_thinking_tokens) ?? 0);
  if (tokensOut > 0) state.tokensOut = Math.max(state.tokensOut ?? 0, tokensOut);
  return JSON.stringify([state.searches, state.pages, state.iterations, state.elapsedSeconds]) !== before;
}
