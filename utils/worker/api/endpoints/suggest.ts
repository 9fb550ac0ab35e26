/**
 * Autosuggest (`GET /suggest/search`, docs/api-reference.md §8.1): a separate plan with its own key, billed per
 * request. Its own queue in the shared scheduler (the transport's `scope`), paced at the plan's 100 requests/s until
 * headers say otherwise, so it counts against that plan's rate and never slows web searches. A suggestion is useless
 * a moment later, so nothing is retried and the wait is short; answers are kept per request (the typed prefix) in
 * memory for a while, keyed by the key's identity, so a prefix typed again costs nothing.
 */
import { fromUnknown } from '../errors';
import { SUGGEST_PATH } from './paths';
import { checkIntRange, normaliseQuery } from './params';
import { parseResponse } from '../schemas/parse';
import { MAX_SUGGESTIONS, suggestResponseSchema, type SuggestResponse } from '../schemas/suggest';
import type { KeySession, Transport } from '../wire/transport';
import { canonicalRequest, type QueryEntries } from '../wire/url';
import { metered, type Asker, type Meter, type MeterRequest } from './meter';

interface SuggestParams {
  q: string;
  /** A hint; the API's default is `US`. */
  country?: string;
  /** A hint (`lang`, not `search_lang`); the API's default is `en`. */
  lang?: string;
  /** 1–20; the API's default is 5. */
  count?: number;
}

/** The Autosuggest plan's published rate (docs/api-reference.md §8), until the response headers say otherwise. */
const SUGGEST_PER_SECOND = 100;
const TIMEOUT_MS = 5_000;
const MEMO_TTL_MS = 10 * 60_000;
const MEMO_ENTRIES = 200;

function suggestEntries(params: SuggestParams): QueryEntries {
  const entries: QueryEntries = [['q', normaliseQuery(params.q)]];
  if (params.country) entries.push(['country', params.country]);
  if (params.lang) entries.push(['lang', params.lang]);
  checkIntRange('count', params.count, 1, MAX_SUGGESTIONS);
  if (params.count !== undefined) entries.push(['count', String(params.count)]);
  return entries;
}

export interface Suggester {
  /** `fresh`: skip the memo both ways (the options page's "Verify"). `asker`: who asked, for the spending ledger. */
  suggest(
    params: SuggestParams,
    call?: { signal?: AbortSignal; fresh?: boolean; asker?: Asker },
  ): Promise<SuggestResponse>;
  /** Drops every remembered answer (the key changed or was removed). */
  forget(): void;
}

export function createSuggester(transport: Transport, now: () => number, meter?: Meter): Suggester {
  const memo = new Map<string, { at: number; value: SuggestResponse }>();

  function remembered(key: string): SuggestResponse | undefined {
    const hit = memo.get(key);
    if (!hit || now() - hit.at > MEMO_TTL_MS) return undefined;
    memo.delete(key);
    memo.set(key, hit); // most recently used last
    return hit.value;
  }

  function remember(key: string, value: SuggestResponse): void {
    memo.set(key, { at: now(), value });
    while (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  }

  async function suggest(params: SuggestParams, call: { signal?: AbortSignal; fresh?: boolean; asker?: Asker } = {}) {
    let session: KeySession | undefined;
    const metering: MeterRequest = { scope: 'suggest', endpoint: 'suggest', asker: call.asker };
    try {
      const entries = suggestEntries(params);
      session = await transport.session();
      const key = `${session.identity}\n${canonicalRequest(SUGGEST_PATH, entries)}`;
      const hit = call.fresh ? undefined : remembered(key);
      if (hit) {
        meter?.served(metering);
        return hit;
      }
      const active = session;
      const value = parseResponse(
        suggestResponseSchema,
        await metered(meter, metering, () =>
          transport.get(active, {
            path: SUGGEST_PATH,
            entries,
            signal: call.signal,
            timeoutMs: TIMEOUT_MS,
            retryable: () => false,
            defaultPerSecond: SUGGEST_PER_SECOND,
          }),
        ),
      );
      if (!call.fresh) remember(key, value);
      return value;
    } catch (error) {
      throw fromUnknown(error).withoutSecret(session?.key);
    }
  }

  return { suggest, forget: () => memo.clear() };
}
