/**
 * Shapes shared by `/web/search` (its news and videos sections) and the verticals `/news/search` and `/videos/search`
 * (docs/api-reference.md §2.3, §8.3): one declaration each, built on first use like every response schema here.
 */
import { z } from 'zod/mini';
import { onFirstUse } from '../../../contract/on-first-use';
import { commonSchemas, optNumberOrText } from './common';
import { opt, optBool, optList, optStr, str } from './tolerant';

export const resultItemSchemas = onFirstUse(() => {
  const { metaUrlSchema, profileSchema, thumbnailSchema } = commonSchemas();

  const resultBase = {
    title: str(1_000),
    url: str(),
    description: optStr(),
    age: optStr(200),
    page_age: optStr(100),
    page_fetched: optStr(100),
    language: optStr(50),
    family_friendly: optBool(),
    meta_url: opt(metaUrlSchema),
    profile: opt(profileSchema),
    thumbnail: opt(thumbnailSchema),
    extra_snippets: optList(str(), 5),
  };

  const queryInfoSchema = z.looseObject({
    original: optStr(1_000),
    altered: optStr(1_000),
    cleaned: optStr(1_000),
    spellcheck_off: optBool(),
    show_strict_warning: optBool(),
    is_navigational: optBool(),
    is_geolocal: optBool(),
    local_decision: optStr(50),
    more_results_available: optBool(),
    country: optStr(20),
    safesearch: optBool(),
  });

  const newsResultSchema = z.looseObject({
    ...resultBase,
    source: optStr(500),
    breaking: optBool(),
    is_live: optBool(),
  });

  /** VideoData (real answers often send `{}`). */
  const videoDataSchema = z.looseObject({
    duration: optStr(50),
    views: optNumberOrText(),
    creator: optStr(500),
    publisher: optStr(500),
    thumbnail: opt(thumbnailSchema),
  });

  const videoResultSchema = z.looseObject({ ...resultBase, type: optStr(50), video: opt(videoDataSchema) });

  return { resultBase, queryInfoSchema, newsResultSchema, videoResultSchema };
});
