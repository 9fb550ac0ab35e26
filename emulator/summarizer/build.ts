import type { WebDoc } from '../world/types';
import type { SummaryEntry } from './store';
import { sentences, bestSnippet } from '../text/sentences';
import { wordPieces } from '../text/pieces';
import { matchRanges } from '../text/html';
import { stableUuid } from '../ids';
import { imageUrl, faviconUrl } from '../render/images';
import { metaUrl } from '../render/meta-url';
import { ENTITY_INFOS_KEYED_BY } from '../assumptions';

/** Everything the summarizer endpoints return, built extractively from the search's top results. */
export interface BuiltSummary {
  title: string;
  /** SummaryMessage items, inline references included (routes drop them unless asked). */
  messages: Array<Record<string, unknown>>;
  enrichments: Record<string, unknown>;
  followups: string[];
  entitiesInfos: Record<string, unknown>;
}

const WORDS_PER_TOKEN = 3;

function tokenPieces(text: string): string[] {
  return wordPieces(text, WORDS_PER_TOKEN);
}

function summaryImage(doc: WebDoc, origin: string) {
  return {
    thumbnail: { src: imageUrl(origin, `thumb-${doc.id}`), original: `https://${doc.host}/images/${doc.id}.jpg` },
    url: doc.url,
    text: doc.title,
  };
}

function entity(doc: WebDoc, searched: ReadonlySet<string>, origin: string) {
  // A page's lead sentence is its own (pages of a topic share later sentences), so entities stay distinct.
  const text = sentences(doc.body)[0] ?? doc.title;
  return {
    uuid: stableUuid('entity', doc.url),
    name: doc.title,
    url: doc.url,
    text,
    ...(doc.hasThumbnail ? { images: [summaryImage(doc, origin)] } : {}),
    highlight: matchRanges(text, searched),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function buildSummary(entry: SummaryEntry, origin: string): BuiltSummary {
  const top = entry.docs.slice(0, 4);
  const used = new Set<string>();
  const claims: Array<{ text: string; doc: WebDoc }> = [];
  for (const doc of top) {
    const sentence = sentences(bestSnippet(doc.body, entry.searched)).find((candidate) => !used.has(candidate));
    if (!sentence || claims.length >= 3) continue;
    used.add(sentence);
    claims.push({ text: sentence, doc });
  }
  const messages: Array<Record<string, unknown>> = [];
  const numbers = new Map<string, number>();
  let raw = '';
  const say = (claim: { text: string; doc: WebDoc }, lead: string) => {
    for (const piece of tokenPieces(lead + claim.text)) messages.push({ type: 'token', data: piece });
    const start = raw.length + lead.length;
    raw += lead + claim.text;
    if (!numbers.has(claim.doc.url)) numbers.set(claim.doc.url, numbers.size + 1);
    messages.push({
      type: 'inline_reference',
      data: {
        type: 'inline_reference',
        url: claim.doc.url,
        start_index: start,
        end_index: raw.length,
        number: numbers.get(claim.doc.url),
        favicon: faviconUrl(origin, claim.doc.host),
        snippet: claim.text,
      },
    });
  };
  claims.slice(0, 2).forEach((claim, index) => say(claim, index === 0 ? '' : ' '));
  const entities = top.slice(0, 3).map((doc) => entity(doc, entry.searched, origin));
  messages.push({ type: 'enum_start', data: 'ul' });
  for (const item of entities) messages.push({ type: 'enum_item', data: item });
  messages.push({ type: 'enum_end' });
  const closing = claims[2];
  if (closing) say(closing, ' ');
  const first = claims[0];
  return {
    title: capitalise(entry.query),
    messages,
    enrichments: {
      raw,
      images: top.filter((doc) => doc.hasThumbnail).map((doc) => summaryImage(doc, origin)),
      qa: first ? [{ answer: first.text, score: 0.92, highlight: { start: 0, end: first.text.length } }] : [],
      entities,
      context: top.map((doc) => ({ title: doc.title, url: doc.url, meta_url: metaUrl(doc.url, origin) })),
    },
    followups: [...(top[0]?.followups ?? [])],
    entitiesInfos: Object.fromEntries(
      entities.map((item, index) => {
        const doc = top[index] as WebDoc;
        return [
          item[ENTITY_INFOS_KEYED_BY],
          {
            provider: {
              type: 'external',
              name: doc.siteName,
              url: doc.url,
              long_name: doc.host,
              img: faviconUrl(origin, doc.host),
            },
            description: sentences(doc.body).slice(0, 2).join(' '),
          },
        ];
      }),
    ),
  };
}
