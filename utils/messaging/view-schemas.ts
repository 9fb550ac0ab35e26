/**
 * The reply schemas of the view models the background sends (protocol.ts, router only: zod stays out of UI bundles).
 * Built from the types in utils/view/types.ts and ./views.ts; tests/unit/messaging/view-schemas.test.ts checks that
 * each schema's type and its view type are assignable both ways, so the two cannot drift apart.
 *
 * `z.object`, not `z.strictObject`: a field a mapper adds by mistake is STRIPPED, not refused. The guarantee that only
 * listed fields leave the background holds either way, and a stray field must not turn a good answer into an error
 * the user sees. Values of the wrong type are refused (the router then answers `internal`).
 */
import { z } from 'zod';
import { RESULT_SECTIONS } from '@/utils/settings/choices';
import { ERROR_KINDS } from '@/utils/error-kinds';
import type { RichNode } from '@/utils/view/types';

const text = z.string();
const count = z.number();

const richNodeSchema: z.ZodType<RichNode> = z.lazy(() =>
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
    z.object({ t: z.literal('ref'), n: count, href: text.optional() }),
  ]),
);
const rich = z.array(richNodeSchema);
const image = z.object({ src: text, alt: text });
const titledLink = z.object({ title: text, url: text });

const webResult = z.object({
  id: text,
  title: rich,
  url: text.optional(),
  displayUrl: text,
  hostname: text.optional(),
  faviconUrl: text.optional(),
  age: text.optional(),
  description: rich,
  extraSnippets: z.array(rich),
  language: text.optional(),
  thumbnail: text.optional(),
  deepLinks: z.array(titledLink),
  adult: z.literal(true).optional(),
});

const news = z.object({
  id: text,
  title: rich,
  url: text.optional(),
  source: text.optional(),
  age: text.optional(),
  thumbnail: text.optional(),
  breaking: z.boolean(),
  description: rich,
});
const video = z.object({
  id: text,
  title: rich,
  url: text.optional(),
  thumbnail: text.optional(),
  duration: text.optional(),
  creator: text.optional(),
  publisher: text.optional(),
  age: text.optional(),
  description: rich,
});
const discussion = z.object({
  id: text,
  title: rich,
  url: text.optional(),
  forum: text.optional(),
  question: rich.optional(),
  topComment: rich.optional(),
  score: text.optional(),
  answers: count.optional(),
  age: text.optional(),
});
const faq = z.object({
  id: text,
  question: rich,
  answer: rich,
  source: z.object({ title: text, url: text, hostname: text }).optional(),
});
const infobox = z.object({
  title: text,
  url: text.optional(),
  label: text.optional(),
  description: rich,
  image: image.optional(),
  facts: z.array(z.object({ label: text, value: text })),
  links: z.array(z.object({ title: text, url: text, favicon: text.optional(), official: z.literal(true).optional() })),
  ratings: z.array(z.object({ value: count, best: count, count: count.optional(), source: text.optional() })),
});
const sections = z.object({
  news: z.array(news),
  videos: z.array(video),
  discussions: z.array(discussion),
  faq: z.array(faq),
  infobox: infobox.optional(),
});
const slot = z.object({ section: z.enum(RESULT_SECTIONS), index: count.optional() });
const layout = z.object({ top: z.array(slot), main: z.array(slot), side: z.array(slot) });

export const placeViewSchema = z.object({
  id: text,
  name: text,
  category: text.optional(),
  rating: z.object({ value: count, best: count, count: count.optional() }).optional(),
  priceRange: text.optional(),
  address: text.optional(),
  coordinates: z.tuple([count, count]).optional(),
  mapUrl: text.optional(),
  openNow: z.boolean().optional(),
  hours: z
    .array(z.object({ day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']), ranges: z.array(text) }))
    .optional(),
  phone: z.object({ text, href: text }).optional(),
  distance: z.object({ value: count, units: text }).optional(),
  photos: z.array(image),
  related: z.array(titledLink),
  description: rich.optional(),
  enriched: z.boolean(),
});

const sourceLink = z.object({ url: text, hostname: text, title: text.optional(), favicon: text.optional() });
export const summaryViewSchema = z.object({
  title: text.optional(),
  blocks: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('paragraph'), content: rich }),
      z.object({
        kind: z.literal('list'),
        ordered: z.boolean(),
        items: z.array(z.object({ name: text, url: text.optional(), text: rich.optional() })),
      }),
    ]),
  ),
  citations: z.array(sourceLink.extend({ number: count })),
  sources: z.array(sourceLink),
  entities: z.array(z.object({ name: text, text: rich.optional(), url: text.optional(), images: z.array(image) })),
  followups: z.array(text),
  status: z.enum(['complete', 'failed', 'incomplete']),
  source: z.literal('answers').optional(),
  costUsd: count.optional(),
});

/** The only error shape that crosses messaging, with its kind from the closed list. */
const plainErrorSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  message: text,
  status: count.optional(),
  code: text.optional(),
  retryAfterMs: count.optional(),
  resetsAt: count.optional(),
});

const pageSearchShape = {
  searchId: text,
  query: z.object({ original: text, altered: text.optional(), exact: z.literal(true).optional() }),
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

const keyState = z.object({ set: z.boolean(), hint: text.optional() });
export const accountViewSchema = z.object({
  key: keyState,
  answersKey: keyState.optional(),
  aiSource: z.enum(['summarizer', 'answers', 'none']).optional(),
  capabilities: z
    .object({
      web: z.boolean(),
      places: z.boolean().optional(),
      summary: z.boolean().optional(),
      extraSnippets: z.boolean().optional(),
    })
    .optional(),
  rate: z
    .object({
      perSecond: z.object({ limit: count, remaining: count }).optional(),
      monthly: z.object({ limit: count, remaining: count, uncapped: z.boolean(), resetsAt: count }).optional(),
      observedAt: count,
    })
    .optional(),
});
export const verifyViewSchema = accountViewSchema.extend({ billedSearches: count, answerCostUsd: count.optional() });

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
