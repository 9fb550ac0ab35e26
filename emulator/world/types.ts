/** Shapes of the built-in world. Everything here is fixed data or derived from it deterministically. */
export interface TopicSeed {
  topic: string;
  /** Follow-up questions the summarizer suggests for this topic. */
  followups: readonly string[];
  /** Sentences the pages of this topic are assembled from (at least 6). */
  facts: readonly string[];
  /** One page per entry: title and site key (see sites.ts). */
  pages: ReadonlyArray<readonly [title: string, site: string]>;
  /** Pages of this topic are adult-oriented: dropped by safesearch=strict. */
  adult?: boolean;
}

export interface WebDoc {
  id: number;
  topic: string;
  title: string;
  url: string;
  host: string;
  siteName: string;
  /** URL path segments, for meta_url.path. */
  pathSegments: string[];
  body: string;
  extraSnippets: string[];
  /** Age of the page relative to the emulator's clock, so freshness filters always have something to find. */
  ageHours: number;
  language: string;
  familyFriendly: boolean;
  subtype: string;
  isNews: boolean;
  contentType?: 'pdf';
  hasThumbnail: boolean;
  followups: readonly string[];
}

export interface Site {
  host: string;
  name: string;
  prefix: string;
  subtype: string;
  isNews?: boolean;
  contentType?: 'pdf';
  /** A big site: its results carry sitelinks (`deep_results.buttons`), these titles and paths on its host. */
  sitelinks?: ReadonlyArray<readonly [title: string, path: string]>;
}
