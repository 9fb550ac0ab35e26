/** LocationResult, used in web search `locations.results[]` and in `/local/pois` (docs/api-reference.md §2.4). */
import { z } from 'zod';
import { dataProviderSchema, metaUrlSchema, profileSchema, ratingSchema, thumbnailSchema, unitSchema } from './common';
import { list, opt, optInt, optList, optStr, optToken, pickValid, str } from './tolerant';

const dayOpeningHoursSchema = z.looseObject({
  abbr_name: optStr(20),
  full_name: optStr(50),
  opens: optStr(20),
  closes: optStr(20),
});

/** `days` is documented as DayOpeningHours[][]; a flat entry is accepted and wrapped. */
const daysSchema = z
  .array(z.unknown())
  .transform((days) =>
    days.slice(0, 14).map((day) => pickValid(Array.isArray(day) ? day : [day], dayOpeningHoursSchema, 6)),
  )
  .optional()
  .catch(undefined);

const openingHoursSchema = z.looseObject({
  current_day: optList(dayOpeningHoursSchema, 6),
  days: daysSchema,
});

const postalAddressSchema = z.looseObject({
  type: optStr(50),
  country: optStr(100),
  postalCode: optStr(50),
  streetAddress: optStr(500),
  addressRegion: optStr(200),
  addressLocality: optStr(200),
  displayAddress: optStr(1_000),
});

/** `[latitude, longitude]` */
const coordinatesSchema = z
  .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])
  .optional()
  .catch(undefined);

const locationWebResultSchema = z.looseObject({
  title: str(1_000),
  url: str(),
  description: optStr(),
  meta_url: opt(metaUrlSchema),
});

export const locationResultSchema = z.looseObject({
  type: optStr(50),
  /** Temporary (about 8 h) id for /local/pois and /local/descriptions. May contain "=". */
  id: optToken(500),
  title: str(1_000),
  url: optStr(),
  provider_url: optStr(),
  description: optStr(),
  coordinates: coordinatesSchema,
  zoom_level: optInt(),
  thumbnail: opt(thumbnailSchema),
  postal_address: opt(postalAddressSchema),
  opening_hours: opt(openingHoursSchema),
  contact: opt(z.looseObject({ email: optStr(500), telephone: optStr(100) })),
  price_range: optStr(20),
  rating: opt(ratingSchema),
  distance: opt(unitSchema),
  profiles: optList(dataProviderSchema, 20),
  reviews: opt(
    z.looseObject({ viewMoreUrl: optStr(), reviews_in_foreign_language: z.boolean().optional().catch(undefined) }),
  ),
  pictures: opt(z.looseObject({ viewMoreUrl: optStr(), results: list(thumbnailSchema, 20) })),
  action: opt(z.looseObject({ type: optStr(50), url: optStr() })),
  serves_cuisine: optList(str(200), 20),
  categories: list(str(200), 20),
  icon_category: optStr(100),
  results: optList(locationWebResultSchema, 20),
  timezone: optStr(100),
  /** Old docs: string; newer docs: integer. Either is kept. */
  timezone_offset: z
    .union([str(50), z.number()])
    .optional()
    .catch(undefined),
  profile: opt(profileSchema),
});
