/**
 * View models: the small, stable shapes the background sends to UIs instead of API JSON, each declared once, as the
 * zod schema that checks it on the way out (utils/contract/protocol.ts, router only), its type derived with
 * `z.output`. UIs import the types only (`import type`), so zod stays out of their bundles. The services' replies
 * built from these are in reply-schemas.ts.
 *
 * Every string in here is cleaned and bounded, every URL has passed the http(s) allow-list (images: https), and
 * formatted text is a RichNode tree. All of it is plain JSON, so it crosses runtime messaging as is.
 *
 * `z.object`, not `z.strictObject`: a field a mapper adds by mistake is STRIPPED, not refused. The guarantee that only
 * listed fields leave the background holds either way, and a stray field must not turn a good answer into an error
 * the user sees. Values of the wrong type are refused (the router then answers `internal`).
 */
import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use';
import { RESULT_SECTIONS } from '@/utils/ui-safe/settings/choices';
import { ERROR_KINDS, type PlainError } from '@/utils/ui-safe/error-kinds';
import type { RichNode } from '@/utils/ui-safe/richtext/tree';

export type { RichNode } from '@/utils/ui-safe/richtext/tree';

function buildViewSchemas() {
  const text = z.string();
  const count = z.number();

  /**
   * A recursive type is not inferred through `z.lazy`: the schema is checked against utils/ui-safe/richtext/tree.ts instead.
   * The elements are told apart by `t` (a discriminated union looks the option up; a plain union tried each in turn,
   * and every title, snippet and description is a tree of these: 45 places' descriptions were checked about 6× slower).
   */
  const richNodeSchema: z.ZodMiniType<RichNode> = z.lazy(() =>
    z.union([
      z.string(),
      z.discriminatedUnion('t', [
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
    ]),
  );
  const rich = z.array(richNodeSchema);
  const image = z.object({ src: text, alt: text });
  const titledLink = z.object({ title: text, url: text });

  // ─── Web results ───────────────────────────────────────────────────────────────────────────────────

  const webResult = z.object({
    /** Stable within one response (index + URL); for list keys. */
    id: text,
    /** Never empty: falls back to the hostname or the URL when the API sent no title. */
    title: rich,
    /** Absolute http(s) URL, or undefined when the API's URL was unsafe/invalid (then the title is not a link). */
    url: z.optional(text),
    /** What to show as the address, e.g. `en.wikipedia.org › wiki › Blu_Tack`. */
    displayUrl: text,
    hostname: z.optional(text),
    faviconUrl: z.optional(text),
    /** Human age as the API words it, e.g. "1 month ago". */
    age: z.optional(text),
    description: rich,
    extraSnippets: z.array(rich),
    language: z.optional(text),
    /** https only: the page's thumbnail (through the API's image proxy). */
    thumbnail: z.optional(text),
    /** Sitelinks (`deep_results.buttons`): further pages of the same site. */
    deepLinks: z.array(titledLink),
    /** Set when the API flagged the result as not family-friendly and the search ran with safe search off. */
    adult: z.optional(z.literal(true)),
  });
  const webResultsSchema = z.array(webResult);

  // ─── The other sections of an answer (docs/api-reference.md §2.3) ──────────────────────────────────────────

  const news = z.object({
    id: text,
    title: rich,
    url: z.optional(text),
    /** The publisher, e.g. "The Guardian" (the API's `source`, else `profile.name`, else the hostname). */
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
    /** As the API words it, e.g. "12:04". */
    duration: z.optional(text),
    creator: z.optional(text),
    publisher: z.optional(text),
    /** Views, as the API sends them: a number as digits, or its own words ("1.2K"). */
    views: z.optional(text),
    age: z.optional(text),
    description: rich,
  });
  /** An image of the Images tab: its proxied thumbnail only (https), sized so the grid never moves as it loads. */
  const imageResult = z.object({
    id: text,
    title: text,
    thumbnail: text,
    width: count,
    height: count,
    /** The page the image is on (http(s) only). */
    pageUrl: z.optional(text),
    source: z.optional(text),
    /** The original image's size, when the API gave it. */
    imageWidth: z.optional(count),
    imageHeight: z.optional(count),
  });
  const discussion = z.object({
    id: text,
    title: rich,
    url: z.optional(text),
    forum: z.optional(text),
    question: z.optional(rich),
    topComment: z.optional(rich),
    /** Votes, as the API words them (`data.score`). */
    score: z.optional(text),
    answers: z.optional(count),
    age: z.optional(text),
  });
  const faq = z.object({
    id: text,
    question: rich,
    answer: rich,
    /** The page the answer comes from. */
    source: z.optional(z.object({ title: text, url: text, hostname: text })),
  });
  const infobox = z.object({
    title: text,
    url: z.optional(text),
    /** A short label or category, e.g. "Programming language". */
    label: z.optional(text),
    description: rich,
    image: z.optional(image),
    /** `attributes`: label → value pairs, in the API's order. */
    facts: z.array(z.object({ label: text, value: text })),
    /** Official site (first, `official`) and profiles elsewhere (`website_url`, `profiles`), http(s) only. */
    links: z.array(
      z.object({ title: text, url: text, favicon: z.optional(text), official: z.optional(z.literal(true)) }),
    ),
    ratings: z.array(z.object({ value: count, best: count, count: z.optional(count), source: z.optional(text) })),
  });
  const sectionsSchema = z.object({
    news: z.array(news),
    videos: z.array(video),
    discussions: z.array(discussion),
    faq: z.array(faq),
    infobox: z.optional(infobox),
  });

  /** One place in the answer's order: a whole section, or (with `index`) one item of it. */
  const slot = z.object({ section: z.enum(RESULT_SECTIONS), index: z.optional(count) });
  /** The answer's own order (`mixed`): `top` above, `main`, then `side` (after main in a narrow popup). */
  const layoutSchema = z.object({ top: z.array(slot), main: z.array(slot), side: z.array(slot) });

  // ─── Places ────────────────────────────────────────────────────────────────────────────────────────

  const dayKey = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  const dayHours = z.object({
    day: dayKey,
    /** e.g. ["07:00–12:00", "14:00–21:00"]; empty = closed that day. */
    ranges: z.array(text),
    /** Set on the row of the place's today (in its own time zone). */
    today: z.optional(z.boolean()),
  });

  const placeViewSchema = z.object({
    id: text,
    name: text,
    category: z.optional(text),
    rating: z.optional(z.object({ value: count, best: count, count: z.optional(count) })),
    priceRange: z.optional(text),
    address: z.optional(text),
    /** [latitude, longitude] */
    coordinates: z.optional(z.tuple([count, count])),
    /** OpenStreetMap at the coordinates; absent without coordinates. */
    mapUrl: z.optional(text),
    /** Computed in the place's time zone at mapping time; undefined when hours or time zone are unknown. */
    openNow: z.optional(z.boolean()),
    /** The whole week, Monday first, when the API sent opening hours (only today's row when it sent only today's). */
    hours: z.optional(z.array(dayHours)),
    /** `href` is a `tel:` URL with digits only. */
    phone: z.optional(z.object({ text, href: text })),
    distance: z.optional(z.object({ value: count, units: text })),
    photos: z.array(image),
    related: z.array(titledLink),
    /** From the Markdown description of /local/descriptions. */
    description: z.optional(rich),
    /** False while only the basic search data is there and details (POI data, description) are still loading. */
    enriched: z.boolean(),
  });

  // ─── Summary ───────────────────────────────────────────────────────────────────────────────────────

  const sourceLink = z.object({ url: text, hostname: text, title: z.optional(text), favicon: z.optional(text) });
  const citation = z.extend(sourceLink, { number: count });
  const summaryListItem = z.object({ name: text, url: z.optional(text), text: z.optional(rich) });
  /** A paragraph (text with `ref` citation markers) or a list of entities. */
  const summaryBlock = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('paragraph'), content: rich }),
    z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(summaryListItem) }),
  ]);
  const entity = z.object({ name: text, text: z.optional(rich), url: z.optional(text), images: z.array(image) });
  /** `incomplete`: anything not yet `complete` (streaming, or an unknown status). */
  const summaryStatus = z.enum(['complete', 'failed', 'incomplete']);

  const summaryViewSchema = z.object({
    title: z.optional(text),
    blocks: z.array(summaryBlock),
    /** Numbered sources cited inline, ascending. */
    citations: z.array(citation),
    /** Further sources the summary was built from (enrichments.context) that no citation points at. */
    sources: z.array(sourceLink),
    entities: z.array(entity),
    followups: z.array(text),
    status: summaryStatus,
    /** Set for an AI answer from the Answers plan (billed per answer), as opposed to the plan's summarizer. */
    source: z.optional(z.literal('answers')),
    /** What the API reported this answer cost, in US dollars. */
    costUsd: z.optional(count),
  });

  // ─── Errors and streams ─────────────────────────────────────────────────────────────────────────────

  /**
   * The only error shape that crosses messaging, with its kind from the closed list. Its type is declared in
   * utils/ui-safe/error-kinds.ts (the API layer throws it and may not import views); the annotation checks the schema against it.
   */
  const plainErrorSchema: z.ZodMiniType<PlainError> = z.object({
    kind: z.enum(ERROR_KINDS),
    message: text,
    status: z.optional(count),
    code: z.optional(text),
    retryAfterMs: z.optional(count),
    resetsAt: z.optional(count),
  });

  /** The events of the background's streams (utils/contract/protocol.ts names their ports). */
  const placesEventSchema = z.discriminatedUnion('type', [
    z.object({ type: z.literal('places'), places: z.array(placeViewSchema) }),
    z.object({ type: z.literal('done') }),
    z.object({ type: z.literal('error'), error: plainErrorSchema }),
  ]);
  const summaryEventSchema = z.discriminatedUnion('type', [
    /** The summary so far; `final` once nothing more will arrive. */
    z.object({ type: z.literal('summary'), summary: summaryViewSchema, final: z.boolean() }),
    /** The summarizer key had expired: Scout ran the web search again, which cost one more billed search. */
    z.object({ type: z.literal('restarted'), billedSearches: count }),
    z.object({ type: z.literal('error'), error: plainErrorSchema }),
  ]);
  return {
    webResult,
    webResultsSchema,
    news,
    video,
    imageResult,
    discussion,
    faq,
    infobox,
    sectionsSchema,
    slot,
    layoutSchema,
    dayKey,
    dayHours,
    placeViewSchema,
    sourceLink,
    citation,
    summaryListItem,
    summaryBlock,
    entity,
    summaryStatus,
    summaryViewSchema,
    plainErrorSchema,
    placesEventSchema,
    summaryEventSchema,
  };
}

/** Built on first use (utils/contract/on-first-use.ts): a cold worker's first message seldom needs them. */
const viewSchemas = onFirstUse(buildViewSchemas);
export const webResultsSchema = () => viewSchemas().webResultsSchema;
export const sectionsSchema = () => viewSchemas().sectionsSchema;
/** The items of a vertical's page (reply-schemas.ts `verticalViewSchema`). */
export const verticalItemSchemas = () => {
  const { news, video, imageResult } = viewSchemas();
  return { news, videos: video, images: imageResult };
};
export const layoutSchema = () => viewSchemas().layoutSchema;
export const placeViewSchema = () => viewSchemas().placeViewSchema;
export const placesEventSchema = () => viewSchemas().placesEventSchema;
export const summaryEventSchema = () => viewSchemas().summaryEventSchema;
export const summaryViewSchema = () => viewSchemas().summaryViewSchema;
export const plainErrorSchema = () => viewSchemas().plainErrorSchema;

type Built = ReturnType<typeof buildViewSchemas>;
export type WebResultView = z.output<Built['webResult']>;
export type NewsView = z.output<Built['news']>;
export type VideoView = z.output<Built['video']>;
export type ImageView = z.output<Built['imageResult']>;
export type DiscussionView = z.output<Built['discussion']>;
export type FaqView = z.output<Built['faq']>;
export type InfoboxView = z.output<Built['infobox']>;
export type SectionsView = z.output<Built['sectionsSchema']>;
export type SlotView = z.output<Built['slot']>;
export type LayoutView = z.output<Built['layoutSchema']>;
export type DayKey = z.output<Built['dayKey']>;
export type DayHours = z.output<Built['dayHours']>;
export type PlaceView = z.output<Built['placeViewSchema']>;
export type SummaryListItem = z.output<Built['summaryListItem']>;
export type SummaryBlock = z.output<Built['summaryBlock']>;
export type Citation = z.output<Built['citation']>;
export type SourceLink = z.output<Built['sourceLink']>;
export type EntityView = z.output<Built['entity']>;
export type SummaryStatus = z.output<Built['summaryStatus']>;
export type SummaryView = z.output<Built['summaryViewSchema']>;
export type PlacesEvent = z.output<Built['placesEventSchema']>;
export type SummaryEvent = z.output<Built['summaryEventSchema']>;
