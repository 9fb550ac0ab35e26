/**
 * What the API layer hands the view mappers: a body as its schema parses it (utils/worker/api/schemas/web.ts,
 * local.ts, summarizer.ts). The mappers' tests feed their raw (and hostile) inputs through it, as a real answer goes:
 * what the schema drops or makes absent never reaches a mapper.
 */
import { parseResponse } from '@/utils/worker/api/schemas/parse';
import { isRecord } from '@/utils/ui-safe/is-record';
import { webSearchResponseSchema, type WebSearchResponse } from '@/utils/worker/api/schemas/web';
import { localDescriptionsResponseSchema } from '@/utils/worker/api/schemas/local';
import { summarizerResponseSchema, type SummarizerResponse } from '@/utils/worker/api/schemas/summarizer';

/**
 * The fields the schema requires of an item, empty: a test about another field leaves them out, and its item still
 * reaches the mapper (empty text and no URL map as absent ones did). A required field of the wrong type is not
 * filled in: the schema drops that item, as it would drop it from a real answer.
 */
const REQUIRED: Record<string, Record<string, string>> = {
  web: { title: '', url: '' },
  news: { title: '', url: '' },
  videos: { title: '', url: '' },
  discussions: { title: '', url: '' },
  faq: { question: '', answer: '' },
  places: { title: '' },
};
const defined = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined));
const withRequired = (name: string, raw: unknown) =>
  isRecord(raw) && Array.isArray(raw.results) && REQUIRED[name]
    ? { ...raw, results: raw.results.map((item) => (isRecord(item) ? { ...REQUIRED[name], ...defined(item) } : item)) }
    : raw;

/** A whole answer; anything but an object is an empty one. */
export const parsed = (body: unknown): WebSearchResponse =>
  parseResponse(webSearchResponseSchema, isRecord(body) ? body : {});

/** One section of an answer (`news`, `faq`, …) sent as `raw`. */
export const parsedSection = <K extends 'news' | 'videos' | 'discussions' | 'faq' | 'infobox'>(name: K, raw: unknown) =>
  parsed({ [name]: withRequired(name, raw) })[name];

/** The answer's `mixed` order sent as `raw`. */
export const parsedMixed = (raw: unknown) => parsed({ mixed: raw }).mixed;

/** One web result sent as `raw` (a result the schema drops fails the test that sent it). */
export function webResult(raw: unknown) {
  const result = parsed({ web: withRequired('web', { results: [raw] }) }).web?.results[0];
  if (result === undefined) throw new Error('the schema drops this result');
  return result;
}

/** Places sent as `raw` (a list, as in a search's `locations.results`), as the schema parses them (at most 50). */
export const parsedPlaces = (raw: unknown) =>
  parsed({ locations: withRequired('places', { results: raw }) }).locations?.results;

/** One place sent as `raw` (a place the schema drops fails the test that sent it). */
export function parsedPlace(raw: unknown) {
  const place = parsedPlaces([raw])?.[0];
  if (place === undefined) throw new Error('the schema drops this place');
  return place;
}

/** A /local/descriptions response sent as `raw`. */
export const parsedDescriptions = (raw: unknown) =>
  parseResponse(localDescriptionsResponseSchema, isRecord(raw) ? raw : {});

/** A /summarizer/search response sent as `raw`, as utils/worker/api/schemas/summarizer.ts parses it. */
export const parsedSummary = (raw: unknown): SummarizerResponse =>
  parseResponse(summarizerResponseSchema, isRecord(raw) ? raw : {});
