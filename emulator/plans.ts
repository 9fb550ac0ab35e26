import { ANSWERS_RATE_PER_SECOND } from './assumptions';

/**
 * Demo keys and the plans they stand for. Plan facts are uncertain (docs/api-reference.md §6.2), so these are
 * representative, not authoritative: each key exists to exercise one behaviour a client must handle.
 */
export interface Plan {
  /** Name echoed in error meta (`meta.plan`). */
  name: string;
  /** Requests allowed per one-second window. */
  ratePerSecond: number;
  /** Successful web searches per monthly window; 0 means uncapped (as the 2026 Search plan reports). */
  monthlyQuota: number;
  /** Length of the monthly window in seconds (both 2592000 and 2678400 are seen live). */
  monthWindowSeconds: number;
  /** Searches already used at the start of every monthly window (lets a key sit near its quota). */
  monthlyUsedAtStart?: number;
  /** `locations` in web search and the /local endpoints. */
  local: boolean;
  /** `summarizer.key` in web search and the /summarizer endpoints. */
  summarizer: boolean;
  /** `extra_snippets` (old docs: AI and Data plans only). Without it the parameter is silently ignored. */
  extraSnippets: boolean;
  /** `POST /chat/completions` (the 2026 Answers plan). Without it: 400 OPTION_NOT_IN_PLAN (A21). */
  answers: boolean;
  /** Web, news, videos and images search (A43). False only for the plans of one other product (Autosuggest,
   * Spellcheck), whose keys get 400 OPTION_NOT_IN_PLAN there. */
  web: boolean;
  /** `/llm/context` (GET and POST): the 2026 Search plan. */
  llmContext: boolean;
  /** `rich.hint` on web search with `enable_rich_callback` and `/web/rich`: the 2026 Search plan (A46). */
  rich: boolean;
  /** `/local/place_search`: the Search plan per Brave's skills, "Pro" per the MCP server (docs/api-reference.md
   * §8.5); so the Search plan and the legacy plans with places here. */
  placeSearch: boolean;
  /** `/suggest/search` (the Autosuggest plan). */
  suggest: boolean;
  /** `/spellcheck/search` (the Spellcheck plan). */
  spellcheck: boolean;
  /** A user-set spend cap already reached: every call answers 402 USAGE_LIMIT_EXCEEDED. */
  spendCap?: { currentSpend: number; usageLimit: number };
}

const MONTH_30_DAYS = 2_592_000;
const MONTH_31_DAYS = 2_678_400;

/** The endpoints a plan may hold beyond web search (docs/api-reference.md §8), all off. */
const ONLY_WEB = {
  web: true,
  local: false,
  summarizer: false,
  extraSnippets: false,
  answers: false,
  llmContext: false,
  rich: false,
  placeSearch: false,
  suggest: false,
  spellcheck: false,
} as const;

export const DEMO_PLANS: Readonly<Record<string, Plan>> = {
  'demo-free': {
    ...ONLY_WEB,
    name: 'Free',
    ratePerSecond: 1,
    monthlyQuota: 2000,
    monthWindowSeconds: MONTH_30_DAYS,
  },
  'demo-pro': {
    ...ONLY_WEB,
    name: 'Pro',
    ratePerSecond: 20,
    monthlyQuota: 20_000_000,
    monthWindowSeconds: MONTH_30_DAYS,
    local: true,
    extraSnippets: true,
    placeSearch: true,
  },
  'demo-ai': {
    ...ONLY_WEB,
    name: 'Pro AI',
    ratePerSecond: 20,
    monthlyQuota: 0,
    monthWindowSeconds: MONTH_30_DAYS,
    local: true,
    summarizer: true,
    extraSnippets: true,
    placeSearch: true,
  },
  'demo-capped': {
    ...ONLY_WEB,
    name: 'Search',
    ratePerSecond: 50,
    monthlyQuota: 0,
    monthWindowSeconds: MONTH_31_DAYS,
    spendCap: { currentSpend: 25, usageLimit: 25 },
    local: true,
    summarizer: true,
    extraSnippets: true,
    llmContext: true,
    rich: true,
    placeSearch: true,
  },
  'demo-quota': {
    ...ONLY_WEB,
    name: 'Base',
    ratePerSecond: 20,
    monthlyQuota: 2000,
    monthWindowSeconds: MONTH_30_DAYS,
    monthlyUsedAtStart: 1997,
    local: true,
    extraSnippets: true,
  },
  // The two 2026 plans (docs/api-reference.md §6.2, docs/answers-api.md §4.3): separate plans with separate keys.
  'demo-search': {
    ...ONLY_WEB,
    name: 'Search',
    ratePerSecond: 50,
    monthlyQuota: 0,
    monthWindowSeconds: MONTH_31_DAYS,
    local: true,
    extraSnippets: true,
    llmContext: true,
    rich: true,
    placeSearch: true,
  },
  'demo-answers': {
    // Web search works, but only at this plan's 2 req/s (A22); no locations, /local/* or summarizer.
    ...ONLY_WEB,
    name: 'Answers',
    ratePerSecond: ANSWERS_RATE_PER_SECOND,
    monthlyQuota: 0,
    monthWindowSeconds: MONTH_30_DAYS,
    answers: true,
  },
  // The 2026 plans of the other two products (docs/api-reference.md §8): no web search, one endpoint each (A43).
  'demo-suggest': {
    ...ONLY_WEB,
    name: 'Autosuggest',
    ratePerSecond: 100,
    monthlyQuota: 0,
    monthWindowSeconds: MONTH_31_DAYS,
    web: false,
    suggest: true,
  },
  'demo-spellcheck': {
    ...ONLY_WEB,
    name: 'Spellcheck',
    ratePerSecond: 100,
    monthlyQuota: 0,
    monthWindowSeconds: MONTH_31_DAYS,
    web: false,
    spellcheck: true,
  },
};

export function copyDemoPlans(): Record<string, Plan> {
  return Object.fromEntries(Object.entries(DEMO_PLANS).map(([key, plan]) => [key, { ...plan }]));
}
