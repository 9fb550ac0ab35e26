/**
 * `/news/search`, `/videos/search` and `/images/search` (docs/api-reference.md §8.3–8.4): the results tab's verticals.
 * Tolerant like every response schema here: only `results` is needed, and a bad item is skipped, not the answer.
 */
import { z } from 'zod/mini';
import { commonSchemas } from './common';
import { resultItemSchemas } from './result-items';
import { list, opt, optNum, optStr } from './tolerant';

/** `count` is 1–50 for news and videos; images take up to 200 in one answer (and no `offset`). */
export const MAX_VERTICAL_RESULTS = { news: 50, videos: 50, images: 200 } as const;

const answerOf = <T extends z.ZodMiniType>(type: string, item: T, cap: number) =>
  z.looseObject({
    type: z.optional(z.literal(type)),
    query: opt(resultItemSchemas().queryInfoSchema),
    results: list(item, cap),
  });

export const newsSearchResponseSchema = z.lazy(() =>
  answerOf('news', resultItemSchemas().newsResultSchema, MAX_VERTICAL_RESULTS.news),
);

export const videosSearchResponseSchema = z.lazy(() =>
  answerOf('videos', resultItemSchemas().videoResultSchema, MAX_VERTICAL_RESULTS.videos),
);

export const imagesSearchResponseSchema = z.lazy(() => {
  const { metaUrlSchema, thumbnailSchema } = commonSchemas();
  const imageResultSchema = z.looseObject({
    title: optStr(1_000),
    /** The page the image is on. */
    url: optStr(),
    source: optStr(500),
    /** `src`: the API's proxied thumbnail, the only picture Scout loads. */
    thumbnail: opt(thumbnailSchema),
    /** The original image (never loaded: it is on a site the user did not choose) and its size. */
    properties: opt(z.looseObject({ url: optStr(), width: optNum(), height: optNum() })),
    meta_url: opt(metaUrlSchema),
  });
  return answerOf('images', imageResultSchema, MAX_VERTICAL_RESULTS.images);
});

export type ImagesSearchResponse = z.output<typeof imagesSearchResponseSchema>;
