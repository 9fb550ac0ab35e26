/**
 * The address-bar keyword (manifest `omnibox.keyword`). While the user types: a default first row "Search Scout for
 * “…”", then earlier searches from the history (only while it is on) and the Autosuggest plan's suggestions (only with
 * its key: utils/worker/services/suggestions.ts). Typing is debounced, and each new keystroke supersedes the last: its wait
 * ends, its request is aborted, and nothing is shown for it. Nothing billed happens here except Autosuggest, which
 * the user turned on by saving its key; Enter only opens the results page, which runs the search.
 */
import { globalTimers, type Timers } from '@/utils/worker/api/timers';
import type { Disposition } from './open-results';
import {
  cleanSuggestionText,
  defaultDescription,
  suggestionFor,
  type DescriptionFormat,
  type Suggestion,
} from './omnibox-text';
import { resultsPageUrl } from '@/utils/ui-safe/results-url';
import type { SearchRequest } from '@/utils/contract/search-request';
import { issuePass } from './results-pass';

export interface OmniboxDeps {
  format: DescriptionFormat;
  setDefaultSuggestion(suggestion: { description: string }): void;
  historyMatches(typed: string, limit: number): Promise<string[]>;
  apiSuggestions(typed: string, signal: AbortSignal): Promise<string[]>;
  open(url: string, disposition: Disposition): Promise<void>;
  /** The one-time pass that lets the results page run the search the user entered (results-pass.ts); tests pass theirs. */
  passFor?: (search: SearchRequest) => Promise<string | undefined>;
  debounceMs?: number;
  timers?: Timers;
}

/** What one `onInputChanged` showed: its default row, and the rows it passed to `suggest` (none when superseded). */
export interface Shown {
  defaultSuggestion: { description: string };
  suggested?: Suggestion[];
}

const HISTORY_ROWS = 3;
const MAX_ROWS = 6;
/** Long enough to skip the prefixes of a word typed at speed, short enough to feel immediate. */
const DEBOUNCE_MS = 150;
const DISPOSITIONS: readonly Disposition[] = ['currentTab', 'newForegroundTab', 'newBackgroundTab'];
const passForNow = (search: SearchRequest) => issuePass(search, Date.now(), 'addressBar');

export function createOmnibox(deps: OmniboxDeps) {
  const timers = deps.timers ?? globalTimers;
  let latest = 0;
  let running: { controller: AbortController; wake: () => void } | undefined;

  /** Ends whatever the previous input was doing; the new input's ticket. */
  function supersede(): number {
    running?.controller.abort();
    running?.wake();
    running = undefined;
    return (latest += 1);
  }

  function pause(ms: number, ticket: number, controller: AbortController): Promise<void> {
    return new Promise((resolve) => {
      const handle = timers.setTimeout(resolve, ms);
      if (ticket === latest) running = { controller, wake: () => (timers.clearTimeout(handle), resolve()) };
    });
  }

  async function onInputChanged(text: string, suggest: (rows: Suggestion[]) => void): Promise<Shown> {
    const ticket = supersede();
    const controller = new AbortController();
    const defaultSuggestion = { description: defaultDescription(text, deps.format) };
    deps.setDefaultSuggestion(defaultSuggestion);
    await pause(deps.debounceMs ?? DEBOUNCE_MS, ticket, controller);
    if (ticket !== latest) return { defaultSuggestion };
    const [history, api] = await Promise.all([
      deps.historyMatches(text, HISTORY_ROWS).catch(() => []),
      // A failed or refused suggestion request shows nothing from the API: typing goes on, Enter still searches.
      deps.apiSuggestions(text, controller.signal).catch(() => []),
    ]);
    if (ticket !== latest) return { defaultSuggestion };
    running = undefined;
    const suggested = rows(text, history, api);
    suggest(suggested);
    return { defaultSuggestion, suggested };
  }

  function rows(typed: string, history: readonly string[], api: readonly string[]): Suggestion[] {
    const seen = new Set([cleanSuggestionText(typed).toLowerCase()]);
    const out: Suggestion[] = [];
    const add = (text: string, source: 'history' | 'api') => {
      const row = suggestionFor(text, typed, source, deps.format);
      const key = row.content.toLowerCase();
      if (row.content === '' || seen.has(key) || out.length >= MAX_ROWS) return;
      seen.add(key);
      out.push(row);
    };
    history.forEach((text) => add(text, 'history'));
    api.forEach((text) => add(text, 'api'));
    return out;
  }

  /**
   * Enter (or a picked row): the results page searches it, in the tab the browser names. The user's own action, so
   * the page gets a pass to search as it loads; one that could not be written leaves the page waiting for a click.
   */
  async function onInputEntered(text: string, disposition: Disposition): Promise<void> {
    supersede();
    const q = cleanSuggestionText(text);
    const search: SearchRequest = { q, page: 0, filters: {} };
    const pass = q === '' ? undefined : await (deps.passFor ?? passForNow)(search).catch(() => undefined);
    const url = resultsPageUrl(q === '' ? { prefill: '' } : { search, ...(pass && { pass }) });
    await deps.open(url, DISPOSITIONS.includes(disposition) ? disposition : 'currentTab');
  }

  return { onInputChanged, onInputEntered, onInputCancelled: () => void supersede() };
}
