/**
 * View models: the small, stable shapes the background sends to UIs instead of API JSON.
 *
 * Type-only, so components can `import type` them without pulling in mappers, zod or marked.
 * Every string in here is cleaned and bounded, every URL has passed the http(s) allow-list (images: https),
 * and formatted text is a RichNode tree. All of it is plain JSON, so it crosses runtime messaging as is.
 */
import type { RichNode } from '../richtext/tree';
import type { ResultSection } from '../settings/choices';
import type { PlainError } from '../error-kinds';

export type { RichNode } from '../richtext/tree';

// ─── Web results ───────────────────────────────────────────────────────────────────────────────────

export interface WebResultView {
  /** Stable within one response (index + URL); for list keys. */
  id: string;
  /** Never empty: falls back to the hostname or the URL when the API sent no title. */
  title: RichNode[];
  /** Absolute http(s) URL, or undefined when the API's URL was unsafe/invalid (then the title is not a link). */
  url?: string;
  /** What to show as the address, e.g. `en.wikipedia.org › wiki › Blu_Tack`. */
  displayUrl: string;
  hostname?: string;
  faviconUrl?: string;
  /** Human age as the API words it, e.g. "1 month ago". */
  age?: string;
  description: RichNode[];
  extraSnippets: RichNode[][];
  language?: string;
  /** https only: the page's thumbnail (through the API's image proxy). */
  thumbnail?: string;
  /** Sitelinks (`deep_results.buttons`): further pages of the same site. */
  deepLinks: { title: string; url: string }[];
  /** Set when the API flagged the result as not family-friendly and the search ran with safe search off. */
  adult?: true;
}

// ─── The other sections of an answer (docs/api-reference.md §2.3) ──────────────────────────────────────────

export interface NewsView {
  id: string;
  title: RichNode[];
  url?: string;
  /** The publisher, e.g. "The Guardian" (the API's `source`, else `profile.name`, else the hostname). */
  source?: string;
  age?: string;
  thumbnail?: string;
  breaking: boolean;
  description: RichNode[];
}

export interface VideoView {
  id: string;
  title: RichNode[];
  url?: string;
  thumbnail?: string;
  /** As the API words it, e.g. "12:04". */
  duration?: string;
  creator?: string;
  publisher?: string;
  age?: string;
  description: RichNode[];
}

export interface DiscussionView {
  id: string;
  title: RichNode[];
  url?: string;
  forum?: string;
  question?: RichNode[];
  topComment?: RichNode[];
  /** Votes, as the API words them (`data.score`). */
  score?: string;
  answers?: number;
  age?: string;
}

export interface FaqView {
  id: string;
  question: RichNode[];
  answer: RichNode[];
  /** The page the answer comes from. */
  source?: { title: string; url: string; hostname: string };
}

export interface InfoboxView {
  title: string;
  url?: string;
  /** A short label or category, e.g. "Programming language". */
  label?: string;
  description: RichNode[];
  image?: { src: string; alt: string };
  /** `attributes`: label → value pairs, in the API's order. */
  facts: { label: string; value: string }[];
  /** Official site (first, `official`) and profiles elsewhere (`website_url`, `profiles`), http(s) only. */
  links: { title: string; url: string; favicon?: string; official?: true }[];
  ratings: { value: number; best: number; count?: number; source?: string }[];
}

export interface SectionsView {
  news: NewsView[];
  videos: VideoView[];
  discussions: DiscussionView[];
  faq: FaqView[];
  infobox?: InfoboxView;
}

/** One place in the answer's order: a whole section, or (with `index`) one item of it. */
export interface SlotView {
  section: ResultSection;
  index?: number;
}

/** The answer's own order (`mixed`): `top` above, `main`, then `side` (after main in a narrow popup). */
export interface LayoutView {
  top: SlotView[];
  main: SlotView[];
  side: SlotView[];
}

// ─── Places ────────────────────────────────────────────────────────────────────────────────────────

export type DayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface DayHours {
  day: DayKey;
  /** e.g. ["07:00–12:00", "14:00–21:00"]; empty = closed that day. */
  ranges: string[];
  /** Set on the row of the place's today (in its own time zone). */
  today?: boolean;
}

export interface PlaceView {
  id: string;
  name: string;
  category?: string;
  rating?: { value: number; best: number; count?: number };
  priceRange?: string;
  address?: string;
  /** [latitude, longitude] */
  coordinates?: [number, number];
  /** OpenStreetMap at the coordinates; absent without coordinates. */
  mapUrl?: string;
  /** Computed in the place's time zone at mapping time; undefined when hours or time zone are unknown. */
  openNow?: boolean;
  /** The whole week, Monday first, when the API sent opening hours (only today's row when it sent only today's). */
  hours?: DayHours[];
  /** `href` is a `tel:` URL with digits only. */
  phone?: { text: string; href: string };
  distance?: { value: number; units: string };
  photos: { src: string; alt: string }[];
  related: { title: string; url: string }[];
  /** From the Markdown description of /local/descriptions. */
  description?: RichNode[];
  /** False while only the basic search data is there and details (POI data, description) are still loading. */
  enriched: boolean;
}

// ─── Summary ───────────────────────────────────────────────────────────────────────────────────────

export interface SummaryListItem {
  name: string;
  url?: string;
  text?: RichNode[];
}

/** A paragraph (text with `ref` citation markers) or a list of entities. */
export type SummaryBlock =
  { kind: 'paragraph'; content: RichNode[] } | { kind: 'list'; ordered: boolean; items: SummaryListItem[] };

export interface Citation {
  number: number;
  url: string;
  hostname: string;
  title?: string;
  favicon?: string;
}

export interface SourceLink {
  url: string;
  hostname: string;
  title?: string;
  favicon?: string;
}

export interface EntityView {
  name: string;
  text?: RichNode[];
  url?: string;
  images: { src: string; alt: string }[];
}

/** `incomplete`: anything not yet `complete` (streaming, or an unknown status). */
export type SummaryStatus = 'complete' | 'failed' | 'incomplete';

export interface SummaryView {
  title?: string;
  blocks: SummaryBlock[];
  /** Numbered sources cited inline, ascending. */
  citations: Citation[];
  /** Further sources the summary was built from (enrichments.context) that no citation points at. */
  sources: SourceLink[];
  entities: EntityView[];
  followups: string[];
  status: SummaryStatus;
  /** Set for an AI answer from the Answers plan (billed per answer), as opposed to the plan's summarizer. */
  source?: 'answers';
  /** What the API reported this answer cost, in US dollars. */
  costUsd?: number;
}

// ─── Errors and streams ─────────────────────────────────────────────────────────────────────────────

/** The events of the background's streams (utils/messaging/protocol.ts names their ports). */
export type PlacesEvent =
  { type: 'places'; places: PlaceView[] } | { type: 'done' } | { type: 'error'; error: PlainError };

export type SummaryEvent =
  /** The summary so far; `final` once nothing more will arrive. */
  | { type: 'summary'; summary: SummaryView; final: boolean }
  /** The summarizer key had expired: Scout ran the web search again, which cost one more billed search. */
  | { type: 'restarted'; billedSearches: number }
  | { type: 'error'; error: PlainError };
