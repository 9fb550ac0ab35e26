/** View models that belong to the messaging layer (the rest are in utils/view/types.ts). Type-only. */
import type { PlaceView, WebResultView } from '@/utils/view/types';
import type { Country, SafeSearch, SearchLanguage } from '@/utils/settings/choices';

/** A search's own choices over the settings (the popup's quick filters); absent fields use the settings. */
export interface SearchFilters {
  country?: Country;
  searchLang?: SearchLanguage;
  safesearch?: SafeSearch;
  /** Past day, week, month or year; absent = any time. */
  freshness?: 'pd' | 'pw' | 'pm' | 'py';
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

export interface AccountView {
  key: { set: boolean; hint?: string };
  /** The optional Answers key, described like the search key. */
  answersKey?: { set: boolean; hint?: string };
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

export interface SearchView {
  /** Names this search for follow-up requests (places, summary) without exposing API keys or ids in bulk. */
  searchId: string;
  query: { original: string; altered?: string };
  page: number;
  results: WebResultView[];
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
