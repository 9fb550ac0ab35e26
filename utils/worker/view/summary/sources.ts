/** Where a summary comes from: `enrichments.context` pages and the numbered inline citations. */
import type { Citation, SourceLink } from '../../../contract/view-schemas';
import type { Marker } from './text';
import { hostnameOf, safeImageUrl, safeHttpUrl } from '../../../ui-safe/richtext/links';
import type { SummaryContextItem } from '../../api/schemas/summarizer';
import { optional } from '../guards';
import { snippetLine } from '../../richtext/snippet';

const MAX_SOURCES = 10;

export interface ContextEntry {
  url: string;
  title?: string;
  favicon?: string;
}

/** `enrichments.context`: the pages the summary was built from. */
export function contextOf(context: readonly SummaryContextItem[] = []): ContextEntry[] {
  const entries: ContextEntry[] = [];
  for (const item of context) {
    const url = safeHttpUrl(item.url);
    if (url === undefined || entries.some((e) => e.url === url)) continue;
    entries.push({
      url,
      ...optional('title', snippetLine(item.title)),
      ...optional('favicon', safeImageUrl(item.meta_url?.favicon)),
    });
  }
  return entries;
}

/** Numbered citations from the markers (first URL per number wins), titled from the context where it matches. */
export function citationsOf(
  markers: readonly Marker[],
  refFavicons: ReadonlyMap<number, string>,
  context: readonly ContextEntry[],
): Citation[] {
  const byNumber = new Map<number, Citation>();
  for (const marker of markers) {
    if (marker.href === undefined || byNumber.has(marker.n)) continue;
    const source = context.find((entry) => entry.url === marker.href);
    const favicon = refFavicons.get(marker.n) ?? source?.favicon;
    byNumber.set(marker.n, {
      number: marker.n,
      url: marker.href,
      hostname: hostnameOf(marker.href) ?? marker.href,
      ...optional('title', source?.title),
      ...optional('favicon', favicon),
    });
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}

export function uncitedSources(context: readonly ContextEntry[], citations: readonly Citation[]): SourceLink[] {
  return context
    .filter((entry) => !citations.some((c) => c.url === entry.url))
    .slice(0, MAX_SOURCES)
    .map((entry) => ({ ...entry, hostname: hostnameOf(entry.url) ?? entry.url }));
}
