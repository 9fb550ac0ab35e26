/**
 * The reply schemas of the view models the background sends (protocol.ts, router only: zod stays out of UI bundles).
 * Built from the types in utils/view/types.ts and ./views.ts; tests/unit/messaging/view-schemas.test.ts checks that
 * each schema's type and its view type are assignable both ways, so the two cannot drift apart.
 *
 * `z.object`, not `z.strictObject`: a field a mapper adds by mistake is STRIPPED, not refused. The guarantee that only
 * listed fields leave the background holds either way, and a stray field must not turn a good answer into an error
 * the user sees. Values of the wrong type are refused (the router then answers `internal`).
 */
import { z } from 'zod/mini';
import { RESULT_SECTIONS } from '@/utils/settings/choices';
import { ERROR_KINDS } from '@/utils/error-kinds';
import type { RichNode } from '@/utils/view/types';

const text = z.string();
const count = z.number();

const richNodeSchema: z.ZodMiniType<RichNode> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({ t: z.enum(['strong', 'em', 'code']), c: z.array(richNodeSchema) }),
    z.object({ t: z.literal('a'), href: text, c: z.array(richNodeSchema) }),
    z.object({ t: z.enum(['p', 'ul', 'ol', 'li', 'blockquote']), c: z.array(richNodeSchema) }),
    z.object({
      t: z.literal('h'),
      level: z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
      c: z.array(richNodeSchema),
    }),
    z.object({ t: z.literal('br') }),
    z.object({ t: z.literal('ref'), n: count, href: z.optional(text) }),
  ]),
);
const rich = z.array(richNodeSchema);
const image = z.object({ src: text, alt: text });
const titledLink = z.object({ title: text, url: text });

const webResult = z.object({
  id: text,
  title: rich,
  url: z.optional(text),
  displayUrl: text,
  hostname: z.optional(text),
  faviconUrl: z.optional(text),
  age: z.optional(text),
  description: rich,
  extraSnippets: z.array(rich),
  language: z.optional(text),
  thumbnail: z.optional(text),
  deepLinks: z.array(titledLink),
  adult: z.optional(z.literal(true)),
});

const news = z.object({
  id: text,
  title: rich,
  url: z.optional(text),
  source: z.optional(text),
  age: z.optional(text),
  thumbnail: z.optional(text),
  breaking: z.boolean(),
  description: rich,
});
const video = z.object({
  id: text,
  title: rich,
  url: z.optional(text),
  thumbnail: z.optional(text),
  duration: z.optional(text),
  creator: z.optional(text),
  publisher: z.optional(text),
  age: z.optional(text),
  description: rich,
});
const discussion = z.object({
  id: text,
  title: rich,
  url: z.optional(text),
  forum: z.optional(text),
  question: z.optional(rich),
  topComment: z.optional(rich),
  score: z.optional(text),
  answers: z.optional(count),
  age: z.optional(text),
});
const faq = z.object({
  id: text,
  question: rich,
  answer: rich,
  source: z.optional(z.object({ title: text, url: text, hostname: text })),
});
const infobox = z.object({
  title: text,
  url: z.optional(text),
  label: z.optional(text),
  description: rich,
  image: z.optional(image),
  facts: z.array(z.object({ label: text, value: text })),
  links: z.array(
    z.object({ title: text, url: text, favicon: z.optional(text), official: z.optional(z.literal(true)) }),
  ),
  ratings: z.array(z.object({ value: count, best: count, count: z.optional(count), source: z.optional(text) })),
});
const sections = z.object({
  news: z.array(news),
  videos: z.array(video),
  discussions: z.array(discussion),
  faq: z.array(faq),
  infobox: z.optional(infobox),
});
const slot = z.object({ section: z.enum(RESULT_SECTIONS), index: z.optional(count) });
const layout = z.object({ top: z.array(slot), main: z.array(slot), side: z.array(slot) });

export const placeViewSchema = z.object({
  id: text,
  name: text,
  category: z.optional(text),
  rating: z.optional(z.object({ value: count, best: count, count: z.optional(count) })),
  priceRange: z.optional(text),
  address: z.optional(text),
  coordinates: z.optional(z.tuple([count, count])),
  mapUrl: z.optional(text),
  openNow: z.optional(z.boolean()),
  hours: z.optional(
    z.array(
      z.object({
        day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
        ranges: z.array(text),
        today: z.optional(z.boolean()),
      }),
    ),
  ),
  phone: z.optional(z.object({ text, href: text })),
  distance: z.optional(z.object({ value: count, units: text })),
  photos: z.array(image),
  related: z.array(titledLink),
  description: z.optional(rich),
  enriched: z.boolean(),
});

const sourceLink = z.object({ url: text, hostname: text, title: z.optional(text), favicon: z.optional(text) });
export const summaryViewSchema = z.object({
  title: z.optional(text),
  blocks: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('paragraph'), content: rich }),
      z.object({
        kind: z.literal('list'),
        ordered: z.boolean(),
        items: z.array(z.object({ name: text, url: z.optional(text), text: z.optional(rich) })),
      }),
    ]),
  ),
  citations: z.array(z.extend(sourceLink, { number: count })),
  sources: z.array(sourceLink),
  entities: z.array(z.object({ name: text, text: z.optional(rich), url: z.optional(text), images: z.array(image) })),
  followups: z.array(text),
  status: z.enum(['complete', 'failed', 'incomplete']),
  source: z.optional(z.literal('answers')),
  costUsd: z.optional(count),
});

/** The only error shape that crosses messaging, with its kind from the closed list. */
const plainErrorSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  message: text,
  status: z.optional(count),
  code: z.optional(text),
  retryAfterMs: z.optional(count),
  resetsAt: z.optional(count),
});

const pageSearchShape = {
  searchId: text,
  query: z.object({ original: text, altered: z.optional(text), exact: z.optional(z.literal(true)) }),
  page: count,
  results: z.array(webResult),
  moreResults: z.boolean(),
  places: z.array(placeViewSchema),
  placesState: z.enum(['found', 'none', 'notInPlan']),
  summaryState: z.enum(['available', 'onRequest', 'ineligible', 'notInPlan']),
  fromCache: z.boolean(),
};
/** A page's panel never gets the sections and layout: stripped here even if a handler sent them. */
export const pageSearchViewSchema = z.object(pageSearchShape);
export const searchViewSchema = z.object({ ...pageSearchShape, sections, layout });

const keyState = z.object({ set: z.boolean(), hint: z.optional(text) });
export const accountViewSchema = z.object({
  key: keyState,
  answersKey: z.optional(keyState),
  suggestKey: z.optional(keyState),
  aiSource: z.optional(z.enum(['summarizer', 'answers', 'none'])),
  capabilities: z.optional(
    z.object({
      web: z.boolean(),
      places: z.optional(z.boolean()),
      summary: z.optional(z.boolean()),
      extraSnippets: z.optional(z.boolean()),
    }),
  ),
  rate: z.optional(
    z.object({
      perSecond: z.optional(z.object({ limit: count, remaining: count })),
      monthly: z.optional(z.object({ limit: count, remaining: count, uncapped: z.boolean(), resetsAt: count })),
      observedAt: count,
    }),
  ),
});
export const verifyViewSchema = z.extend(accountViewSchema, {
  billedSearches: count,
  answerCostUsd: z.optional(count),
});

export const historyViewSchema = z.object({ on: z.boolean(), entries: z.array(z.object({ q: text, at: count })) });

export const placesEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('places'), places: z.array(placeViewSchema) }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), error: plainErrorSchema }),
]);
export const summaryEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('summary'), summary: summaryViewSchema, final: z.boolean() }),
  z.object({ type: z.literal('restarted'), billedSearches: count }),
  z.object({ type: z.literal('error'), error: plainErrorSchema }),
]);
