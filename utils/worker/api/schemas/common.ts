/** Small shapes shared by several responses (docs/api-reference.md §2.2–2.4). All fields optional and tolerant. */
import { z } from 'zod/mini';
import { opt, optBool, optNum, optStr, str } from './tolerant';

export const metaUrlSchema = z.looseObject({
  scheme: optStr(20),
  netloc: optStr(500),
  hostname: optStr(500),
  favicon: optStr(),
  path: optStr(2_000),
});

export const thumbnailSchema = z.looseObject({
  src: optStr(),
  original: optStr(),
  logo: optBool(),
  alt: optStr(1_000),
  height: optNum(),
  width: optNum(),
});

export const profileSchema = z.looseObject({
  name: optStr(500),
  long_name: optStr(500),
  url: optStr(),
  img: optStr(),
});

export const ratingSchema = z.looseObject({
  ratingValue: optNum(),
  bestRating: optNum(),
  reviewCount: optNum(),
  profile: opt(profileSchema),
  is_tripadvisor: optBool(),
});

export const dataProviderSchema = z.looseObject({
  type: optStr(50),
  name: optStr(500),
  url: optStr(),
  long_name: optStr(500),
  img: optStr(),
});

/** A count or score the API sends sometimes as a number, sometimes as text ("1.2K"); anything else → undefined. */
export const optNumberOrText = () => opt(z.union([z.number(), str(50)]));

/** A measured value, e.g. a distance `{value: 1.2, units: "km"}`. */
export const unitSchema = z.looseObject({ value: optNum(), units: optStr(50) });
