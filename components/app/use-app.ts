/**
 * The search app's state and actions, the same in every host (popup, results tab, side panel): the box, the filters,
 * the search, and what each button does. Hosts differ only in what they open on (`open`) and in their layout.
 */
import { useCallback, useRef, useState } from 'preact/hooks';
import type { SearchFilters, SearchRequest } from '@/utils/contract/search-request';
import type { SearchView } from '@/utils/contract/reply-schemas';
import { isLastSearch, loadAppStart } from './app-start';
import { nextPage } from './search-state';
import { useSearch } from './use-search';
import type { ResultsTarget } from '@/utils/ui-safe/results-url';
import type { Typed } from './shell';
import { send } from '@/utils/ui-safe/messaging/client';

/** A results tab's URL search, sent with its pass if it has one (protocol.ts `results.open`). */
const openResults = (request: SearchRequest, pass?: string) =>
  send('results.open', { search: request, ...(pass && { pass }) });

/**
 * `last`: the session's last search (popup, side panel); a results tab's URL: its search, or text to put in the box
 * (focused, searching nothing: "Search this site"); undefined: nothing.
 */
export type OpenOn = 'last' | ResultsTarget | undefined;

export interface AppOptions {
  /**
   * Every search the user starts (`new`), and every further page of the one shown (`more`): the results tab writes
   * it into its URL.
   */
  onRequest?: (request: SearchRequest, kind: 'new' | 'more') => void;
  /** What the user typed in the page's shell box before the app started (shell.ts): the box starts with it. */
  typed?: Typed;
}

export function useApp({ onRequest, typed }: AppOptions = {}) {
  const search = useSearch();
  const { state } = search;
  const [text, setText] = useState(typed?.text ?? '');
  const [filters, setFilters] = useState<SearchFilters>({});
  const [keySet, setKeySet] = useState(true);
  const [goggles, setGoggles] = useState<string[]>([]);
  /** A results tab's URL search that Scout did not run (not for the user, and not in the cache): the box holds it. */
  const [held, setHeld] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** What is shown, for `open`: text typed before anything was shown is kept; a hand-over replaces a shown search. */
  const shown = useRef(state.request);
  shown.current = state.request;

  /**
   * Shows what the host opens on, then its further pages up to the request's `page`, one after another, each from
   * Scout's cache alone (reloading costs nothing, and a page the cache no longer holds is the user's click on "More
   * results"). The first page is the last search's own answer when it is that search; otherwise a results tab's URL
   * search is run only with its pass (results-url.ts), and without one it is looked up in the cache: not there, the
   * box holds the query and the page waits for the user's Search (`held`), having taken nothing else from the URL.
   * A search the user starts while this loads wins.
   */
  const open = useCallback(async (on: OpenOn) => {
    const marker = search.mark();
    const start = await loadAppStart();
    setKeySet(start.keySet);
    setGoggles(start.goggles);
    if (search.mark() !== marker) return;
    const wanted = on === 'last' ? start.last?.request : on && 'search' in on ? on.search : undefined;
    const pass = on && on !== 'last' && 'pass' in on ? on.pass : undefined;
    const showing = shown.current;
    const keepTyped = on === 'last' && !showing;
    search.clear();
    setHeld(false);
    if (!wanted) {
      setFilters(start.defaults);
      const prefill = on && on !== 'last' && 'prefill' in on ? on.prefill : undefined;
      // Nothing to open on (a bare results tab): what the user typed meanwhile stays, unless it goes back from a search.
      if (prefill !== undefined || (on !== 'last' && showing)) fillBox(prefill ?? '');
      return;
    }
    const first = { ...wanted, page: 0, filters: { ...start.defaults, ...wanted.filters } };
    setFilters(first.filters);
    setText((typed) => (keepTyped && typed) || first.q);
    let view: SearchView | null | undefined;
    if (start.last && isLastSearch(start.last, first, start.defaults)) {
      search.restore(search.mark(), first, start.last.view);
      view = start.last.view;
    } else view = await search.run(first, (request) => openResults(request, pass));
    if (view === null) {
      // Not searched for the user: nothing from the URL but its query, until they search.
      setFilters(start.defaults);
      setHeld(true);
      return;
    }
    for (let page = 1; view?.moreResults && page <= wanted.page; page += 1)
      view = await search.run({ ...first, page }, (request) => openResults(request));
  }, []);

  /** Text in the box, focused, the caret at its end; nothing searched. */
  const fillBox = (text: string) => {
    setText(text);
    const box = input.current;
    if (!box) return;
    box.value = text;
    box.focus();
    box.setSelectionRange(text.length, text.length);
  };

  const go = (request: SearchRequest, kind: 'new' | 'more' = 'new') => {
    setHeld(false);
    onRequest?.(request, kind);
    void search.run(request);
  };
  const runQuery = (q: string, withFilters: SearchFilters = filters) => {
    const query = q.trim();
    if (query) go({ q: query, page: 0, filters: withFilters });
  };
  return {
    state,
    text,
    setText,
    filters,
    keySet,
    goggles,
    held,
    input,
    typed,
    open,
    runQuery,
    /** "Search instead for …": the query as typed, spellcheck off. */
    searchInstead: (q: string) => {
      setText(q);
      go({ q, page: 0, exact: true, filters });
    },
    retry: () => state.request && void search.run(state.request),
    more: () => {
      const page = nextPage(state);
      if (state.request && page !== undefined) go({ ...state.request, page }, 'more');
    },
    followup: (question: string) => {
      setText(question);
      runQuery(question);
      input.current?.focus();
    },
    changeFilters: (next: SearchFilters) => {
      setFilters(next);
      if (state.request) runQuery(state.request.q, next);
    },
    clear: () => {
      setHeld(false);
      setText('');
      search.clear();
      input.current?.focus();
    },
  };
}

export type App = ReturnType<typeof useApp>;
