/** Small view models for the popup's unit tests. */
import type { SearchView } from '@/utils/contract/reply-schemas';
import type { PlaceView, SummaryView } from '@/utils/contract/view-schemas';

export function result(n: number, page = 0) {
  return {
    id: `r${page}-${n}`,
    title: [`Result ${page}.${n}`],
    url: `https://site${n}.example/${page}`,
    displayUrl: `site${n}.example`,
    description: [`About result ${n}`],
    extraSnippets: [],
    deepLinks: [],
  };
}

export function view(overrides: Partial<SearchView> = {}): SearchView {
  const base: SearchView = {
    searchId: 'search-1',
    query: { original: 'heron' },
    page: 0,
    results: [result(1), result(2), result(3)],
    sections: { news: [], videos: [], discussions: [], faq: [] },
    layout: { top: [], main: [], side: [] },
    moreResults: false,
    places: [],
    placesState: 'none',
    summaryState: 'ineligible',
    fromCache: false,
    ...overrides,
  };
  // As utils/worker/view/map-layout.ts would without `mixed`: web results, then places (only what the view holds).
  const fallback = [
    ...(base.results.length > 0 ? [{ section: 'web' as const }] : []),
    ...(base.places.length > 0 ? [{ section: 'locations' as const }] : []),
  ];
  return overrides.layout ? base : { ...base, layout: { top: [], main: fallback, side: [] } };
}

export function place(id: string, enriched = false, extra: Partial<PlaceView> = {}): PlaceView {
  return { id, name: `Place ${id}`, photos: [], related: [], enriched, ...extra };
}

export function summary(text: string, extra: Partial<SummaryView> = {}): SummaryView {
  return {
    blocks: [{ kind: 'paragraph', content: [text] }],
    citations: [],
    sources: [],
    entities: [],
    followups: [],
    status: 'incomplete',
    ...extra,
  };
}
