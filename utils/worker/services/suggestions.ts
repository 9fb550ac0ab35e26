/**
 * Suggestions from the Autosuggest plan for what the user is typing in the address bar. Only with an Autosuggest key
 * saved: without one nothing is asked of anyone. Never for one character (too little to suggest from, and each
 * request is billed) nor for text that is an address (it is not a search, and would send where the user is going).
 */
import { MAX_QUERY_CHARS, tooManyWords } from '@/utils/ui-safe/query/limits';
import type { ApiAccess } from './api-access';
import { readSuggestKey } from './key';
import { onFirstUse } from '@/utils/contract/on-first-use';

/** How many suggestions Scout asks for: the API's default, and about what a dropdown shows. */
const SUGGESTION_COUNT = 5;

/**
 * `example.com`, `www.example`, `https://…`, `localhost:8080/x`, `192.168.1.1`: a place to go, not a search. Made on the
 * first typed text: V8 parses a regular expression where it is created, and `\p{L}` with /iu made this one about
 * 0.1 ms of every start of the worker (docs/decisions/cold-start.md).
 */
const looksLikeAddress = onFirstUse(
  () =>
    /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|localhost(?::\d+)?(?:\/|$)|(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}(?::\d+)?(?:\/\S*)?$|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?:\/|$))/iu,
);

/** Whether typed text is worth a (billed) suggestion request at all. */
function worthSuggesting(typed: string): boolean {
  const text = typed.trim();
  if ([...text].length < 2 || text.length > MAX_QUERY_CHARS || tooManyWords(text)) return false;
  return !looksLikeAddress().test(text);
}

/** The API's suggestions for the text (the API client remembers each prefix); [] without a key or for text not worth it. */
export async function apiSuggestions(access: ApiAccess, typed: string, signal: AbortSignal): Promise<string[]> {
  if (!worthSuggesting(typed) || !(await readSuggestKey())) return [];
  const { client, settings } = await access.open();
  const answer = await client.suggest(
    { q: typed, country: settings.country, lang: settings.searchLang, count: SUGGESTION_COUNT },
    // The address bar's: the worker is asked by the browser's omnibox, not by a page.
    { signal, asker: { surface: 'addressBar' } },
  );
  return answer.results.map((result) => result.query);
}
