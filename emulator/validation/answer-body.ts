import type { ValidationIssue } from '../http/errors';
import { isRecord, issue, JsonFieldReader } from './json-fields';
import { readMessages } from './answer-messages';
import { COUNTRIES, SAFESEARCH, SEARCH_LANGS, type Safesearch } from './enums';
import { ANSWER_MODELS, DEFAULT_ANSWER_MODEL } from '../assumptions';

export type AnswerModel = (typeof ANSWER_MODELS)[number];

/** A valid /chat/completions body, with the defaults of docs/answers-api.md §1.2 filled in. */
export interface AnswerRequest {
  question: string;
  model: AnswerModel;
  stream: boolean;
  country: string;
  language: string;
  safesearch: Safesearch;
  maxCompletionTokens?: number;
  citations: boolean;
  entities: boolean;
  research: boolean;
  /** The research_* limits that bound an emulated research (A28), the API's defaults where absent. */
  researchLimits: ResearchLimits;
  /** web_search_options.user_location.approximate.city, when given. */
  userCity?: string;
}

interface ResearchLimits {
  queries: number;
  iterations: number;
  seconds: number;
}

export type AnswerBodyResult = { ok: true; request: AnswerRequest } | { ok: false; issues: ValidationIssue[] };

/** research_* limits (SK, MCP): name, range, the API's default; queries, iterations and seconds bound a research (A28). */
const RESEARCH_RANGES: ReadonlyArray<readonly [string, number, number, number]> = [
  ['research_maximum_number_of_tokens_per_query', 1024, 16384, 8192],
  ['research_maximum_number_of_queries', 1, 50, 20],
  ['research_maximum_number_of_iterations', 1, 5, 4],
  ['research_maximum_number_of_seconds', 1, 300, 180],
  ['research_maximum_number_of_results_per_query', 1, 60, 60],
];

function readSearchOptions(read: JsonFieldReader): string | undefined {
  const options = read.object('web_search_options', 'WebSearchOptions');
  if (!options) return undefined;
  const nested = new JsonFieldReader(options, ['body', 'web_search_options']);
  nested.choice('search_context_size', ['low', 'medium', 'high'], 'medium');
  const location = nested.object('user_location', 'UserLocation');
  let city: string | undefined;
  if (location) {
    const where = new JsonFieldReader(location, ['body', 'web_search_options', 'user_location']);
    where.choice('type', ['approximate'], 'approximate');
    const approximate = where.object('approximate', 'ApproximateLocation');
    if (approximate) {
      const fields = new JsonFieldReader(approximate, ['body', 'web_search_options', 'user_location', 'approximate']);
      city = fields.string('city');
      for (const name of ['country', 'region', 'timezone']) fields.string(name);
      where.issues.push(...fields.issues);
    }
    nested.issues.push(...where.issues);
  }
  read.issues.push(...nested.issues);
  return city;
}

/** Parses and validates the JSON body (A26): every issue at once, as one 422. */
export function readAnswerBody(text: string): AnswerBodyResult {
  if (text.trim() === '') return { ok: false, issues: [issue(['body'], 'missing', 'Field required')] };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, issues: [issue(['body', 0], 'json_invalid', 'JSON decode error')] };
  }
  if (!isRecord(body)) {
    return {
      ok: false,
      issues: [
        issue(['body'], 'model_attributes_type', 'Input should be a valid dictionary or object to extract fields from'),
      ],
    };
  }
  const read = new JsonFieldReader(body);
  const messages = readMessages(read.value('messages'));
  read.issues.push(...messages.issues);
  const model = read.choice('model', ANSWER_MODELS, DEFAULT_ANSWER_MODEL);
  const stream = read.bool('stream', true);
  const country = read.choice('country', COUNTRIES, 'US', true);
  const language = read.choice('language', SEARCH_LANGS, 'en');
  const safesearch = read.choice('safesearch', SAFESEARCH, 'moderate');
  const maxCompletionTokens = read.int('max_completion_tokens', 'positive');
  const citations = read.bool('enable_citations', false);
  const entities = read.bool('enable_entities', false);
  const research = read.bool('enable_research', false);
  read.bool('research_allow_thinking', true);
  const limit = new Map(
    RESEARCH_RANGES.map(([name, min, max, fallback]) => [name, read.int(name, min, max) ?? fallback]),
  );
  const researchLimits: ResearchLimits = {
    queries: limit.get('research_maximum_number_of_queries')!,
    iterations: limit.get('research_maximum_number_of_iterations')!,
    seconds: limit.get('research_maximum_number_of_seconds')!,
  };
  const userCity = readSearchOptions(read);
  if (read.issues.length > 0 || messages.question === undefined) return { ok: false, issues: read.issues };
  return {
    ok: true,
    request: {
      question: messages.question,
      model,
      stream,
      country,
      language,
      safesearch,
      maxCompletionTokens,
      citations,
      entities,
      research,
      researchLimits,
      ...(userCity ? { userCity } : {}),
    },
  };
}
