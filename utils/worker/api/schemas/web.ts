/** `GET /web/search` response (docs/api-reference.md §2). Only `type` is always present; everything else is optional. */
import { z } from 'zod/mini';
import { commonSchemas, optNumberOrText } from './common';
import { locationResultSchema } from './location';
import { resultItemSchemas } from './result-items';
import { list, opt, optBool, optInt, optList, optNum, optStr, optToken, str, token } from './tolerant';

/** @internal Exported for the tests alone (tests/unit/view/map-web.test.ts). */
export const MAX_WEB_RESULTS = 20;
/**
 * The API documents no cap on a search's `locations`; a broad query ("restaurants berlin") can bring more than one
 * /local/pois batch of 20, which utils/worker/services/places.ts fetches batch by batch.
 * @internal Exported for the tests alone (tests/unit/view/map-place.test.ts).
 */
export const MAX_LOCATIONS = 50;

/** Built on its first use (common.ts says why). */
export const webSearchResponseSchema = z.lazy(() => {
  const { dataProviderSchema, metaUrlSchema, ratingSchema, thumbnailSchema } = commonSchemas();
  const { resultBase, queryInfoSchema, newsResultSchema, videoResultSchema } = resultItemSchemas();

  /** Sitelinks: further pages of the same site (`deep_results.buttons`, ButtonResult). */
  const buttonSchema = z.looseObject({ type: optStr(50), title: optStr(500), url: optStr() });

  // The real service often sends `deep_results: {}`; news/videos/images in it are not used.
  const deepResultsSchema = z.looseObject({ buttons: optList(buttonSchema, 10) });

  const searchResultSchema = z.looseObject({
    ...resultBase,
    type: optStr(50),
    deep_results: opt(deepResultsSchema),
    subtype: optStr(50),
    is_source_local: optBool(),
    is_source_both: optBool(),
    is_live: optBool(),
    content_type: optStr(50),
    fetched_content_timestamp: optNum(),
  });

  const resultReferenceSchema = z.looseObject({ type: str(50), index: optInt(), all: optBool() });

  const mixedSchema = z.looseObject({
    type: optStr(50),
    main: list(resultReferenceSchema, 100),
    top: list(resultReferenceSchema, 100),
    side: list(resultReferenceSchema, 100),
  });

  const section = <T extends z.ZodMiniType>(item: T, cap: number) =>
    opt(z.looseObject({ type: optStr(50), results: list(item, cap), mutated_by_goggles: optBool() }));

  /** A forum thread's own data (DiscussionResult `data`). */
  const forumDataSchema = z.looseObject({
    forum_name: optStr(500),
    num_answers: optNumberOrText(),
    score: optNumberOrText(),
    title: optStr(1_000),
    question: optStr(),
    top_comment: optStr(),
  });

  const discussionResultSchema = z.looseObject({ ...resultBase, type: optStr(50), data: opt(forumDataSchema) });

  const faqItemSchema = z.looseObject({
    question: str(2_000),
    answer: str(),
    title: optStr(1_000),
    url: optStr(),
    meta_url: opt(metaUrlSchema),
  });

  /**
   * One key fact, `[label, value]`. Documented as a list of string lists; anything else the service sends in its
   * place (nulls, objects, nested lists) is skipped. Further entries after the value are ignored.
   */
  const attributeSchema = z.pipe(
    z.tuple([str(500), str(2_000)], z.unknown()),
    z.transform(([label, value]: [string, string, ...unknown[]]): [string, string] => [label, value]),
  );

  /** Infobox subtypes vary a lot; only the common descriptive fields are typed. */
  const infoboxSchema = z.looseObject({
    type: optStr(50),
    subtype: optStr(50),
    title: optStr(1_000),
    url: optStr(),
    label: optStr(500),
    category: optStr(500),
    description: optStr(),
    long_desc: optStr(),
    website_url: optStr(),
    thumbnail: opt(thumbnailSchema),
    attributes: optList(attributeSchema, 30),
    profiles: optList(dataProviderSchema, 20),
    ratings: optList(ratingSchema, 10),
    images: optList(thumbnailSchema, 10),
  });

  return z.looseObject({
    // Always "search" on the real service; a missing type is tolerated, another type is not this response.
    type: z.optional(z.literal('search')),
    query: opt(queryInfoSchema),
    mixed: opt(mixedSchema),
    web: opt(
      z.looseObject({
        type: optStr(50),
        results: list(searchResultSchema, MAX_WEB_RESULTS),
        family_friendly: optBool(),
        mutated_by_goggles: optBool(),
      }),
    ),
    locations: section(locationResultSchema, MAX_LOCATIONS),
    news: section(newsResultSchema, 20),
    videos: section(videoResultSchema, 20),
    discussions: section(discussionResultSchema, 20),
    faq: section(faqItemSchema, 20),
    infobox: section(infoboxSchema, 5),
    /** Present only with `summary=1` on an eligible query. The key is opaque: dropped, never cut, if oversized. */
    summarizer: opt(z.looseObject({ type: optStr(50), key: token(10_000) })),
    rich: opt(
      z.looseObject({
        type: optStr(50),
        hint: opt(z.looseObject({ vertical: optStr(100), callback_key: optToken() })),
      }),
    ),
  });
});

export type WebSearchResponse = z.output<typeof webSearchResponseSchema>;
