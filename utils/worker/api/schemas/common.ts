/**
 * Small shapes shared by several responses (docs/api-reference.md §2.2–2.4). All fields optional and tolerant. Built on
 * the first use of a response schema that holds them, as every response schema here is built on its own first use
 * (`z.lazy`): building them all at load was most of a cold worker's start once the services were no longer a bundled
 * `import()` (entrypoints/background.ts; utils/contract/on-first-use.ts).
 */
import { z } from 'zod/mini';
import { onFirstUse } from '../../../contract/on-first-use';
import { opt, optBool, optNum, optStr, str } from './tolerant';

/** A count or score the API sends sometimes as a number, sometimes as text ("1.2K"); anything else → undefined. */
export const optNumberOrText = () => opt(z.union([z.number(), str(50)]));

export const commonSchemas = onFirstUse(() => {
  const metaUrlSchema = z.looseObject({
    scheme: optStr(20),
    netloc: optStr(500),
    hostname: optStr(500),
    favicon: optStr(),
    path: optStr(2_000),
  });

  const thumbnailSchema = z.looseObject({
    src: optStr(),
    original: optStr(),
    logo: optBool(),
    alt: optStr(1_000),
    height: optNum(),
    width: optNum(),
  });

  const profileSchema = z.looseObject({
    name: optStr(500),
    long_name: optStr(500),
    url: optStr(),
    img: optStr(),
  });

  const ratingSchema = z.looseObject({
    ratingValue: optNum(),
    bestRating: optNum(),
    reviewCount: optNum(),
    profile: opt(profileSchema),
    is_tripadvisor: optBool(),
  });

  const dataProviderSchema = z.looseObject({
    type: optStr(50),
    name: optStr(500),
    url: optStr(),
    long_name: optStr(500),
    img: optStr(),
  });

  /** A measured value, e.g. a distance `{value: 1.2, units: "km"}`. */
  const unitSchema = z.looseObject({ value: optNum(), units: optStr(50) });

  return { metaUrlSchema, thumbnailSchema, profileSchema, ratingSchema, dataProviderSchema, unitSchema };
});
