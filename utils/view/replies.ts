/** View models that belong to the messaging layer (the rest are in utils/view/types.ts). Type-only. */
import type { LayoutView, PlaceView, SectionsView, WebResultView } from '@/utils/view/types';
import type { Country, ResultSection, SafeSearch, SearchLanguage } from '@/utils/settings/choices';
import type { Freshness } from '@/utils/query/freshness';

/** A search's own choices over the settings (the popup's quick filters); absent fields use the settings. */
export interface SearchFilters {
  country?: Country;
  searchLang?: SearchLanguage;
  safesearch?: SafeSearch;
  /** Past day, week, month or year, or a range of days `YYYY-MM-DDtoYYYY-MM-DD`; absent = any time. */
  freshness?: Freshness;
  /** Only these kinds of results (the API's `result_filter`), each once; absent = all of them. */
  resultTypes?: ResultSection[];
  /** One of the saved Goggles (settings), sent as `goggles` to re-rank the results; absent = none. */
  goggle?: string;
}

/** What the plan includes, learned from real answers; `undefined` = not known yet. */
export interface Capabilities {
  web: boolean;
  places?: boolean;
  summary?: boolean;
  /** `extra_snippets` is outside some plans. */
  extraSnippets?: boolean;
}

export interface RateView {
  perSecond?: { limit: number; remaining: number };
  /** `limit` 0 means uncapped. */
  monthly?: { limit: number; remaining: number; uncapped: boolean; resetsAt: number };
  observedAt: number;
}

/** Where AI answers come from (utils/services/ai-source.ts); absent while the plan is not known yet. */
export type AiSource = 'summarizer' | 'answers' | 'none';

/** What the UIs learn of a key: whether it is set, and its last four characters. */
export interface KeyStatus {
  set: boolean;
  /** The last four characters, e.g. "…abcd": enough to recognise a key, useless to use it. */
  hint?: string;
}

export interface AccountView {
  key: KeyStatus;
  /** The optional Answers key, described like the search key. */
  answersKey?: KeyStatus;
  /** The optional Autosuggest key (the address bar's suggestions), described alike. */
  suggestKey?: KeyStatus;
  aiSource?: AiSource;
  capabilities?: Capabilities;
  rate?: RateView;
}

export interface VerifyView extends AccountView {
  /** Verification costs exactly this many billed searches (0 when it was answered from cache). */
  billedSearches: number;
  /** Verifying the Answers key costs one answer; what the API said it cost, in US dollars. */
  answerCostUsd?: number;
}

/** One search the user ran, as the history keeps it: its text and when (ms since the epoch). Nothing else. */
export interface HistoryEntry {
  q: string;
  at: number;
}

/** The search history (utils/services/history.ts): off by default; most recent first, 100 at most. */
export interface HistoryView {
  on: boolean;
  entries: HistoryEntry[];
}

export interface SearchView {
  /** Names this search for follow-up requests (places, summary) without exposing API keys or ids in bulk. */
  searchId: string;
  /** `altered`: the API searched a spelling correction instead; `exact`: this search asked it not to (spellcheck off). */
  query: { original: string; altered?: string; exact?: true };
  page: number;
  results: WebResultView[];
  /** News, videos, discussions, FAQ and the infobox. */
  sections: SectionsView;
  /** Where each section goes, in the answer's own order (or Scout's fallback order when the API sent none). */
  layout: LayoutView;
  moreResults: boolean;
  places: PlaceView[];
  /** `notInPlan` only when Scout knows the plan lacks local search. */
  placesState: 'found' | 'none' | 'notInPlan';
  /**
   * `available`: a summary (or an AI answer) starts by itself; `onRequest`: an AI answer from the Answers key, billed
   * per answer, starts only when the user asks (the "Ask before each AI answer" setting); `notInPlan`: no source of
   * AI answers at all.
   */
  summaryState: 'available' | 'onRequest' | 'ineligible' | 'notInPlan';
  fromCache: boolean;
}

/**
 * A search as a page's panel gets it: the summary state, top results and places, without the other sections and
 * the layout it never shows (less of the answer handed to a content script).
 */
export type PageSearchView = Omit<SearchView, 'sections' | 'layout'>;
