/**
 * LocationResult, used in web search `locations.results[]` and in `/local/pois` (docs/api-reference.md §2.4). Built
 * on its first use (`z.lazy`), like every response schema here: utils/contract/on-first-use.ts says why.
 */
import { z } from 'zod/mini';
import { commonSchemas } from './common';
import { list, opt, optBool, optInt, optList, optStr, optToken, pickValid, str } from './tolerant';

export const locationResultSchema = z.lazy(() => {
  const { dataProviderSchema, metaUrlSchema, profileSchema, ratingSchema, thumbnailSchema, unitSchema } =
    commonSchemas();

  const dayOpeningHoursSchema = z.looseObject({
    abbr_name: optStr(20),
    full_name: optStr(50),
    opens: optStr(20),
    closes: optStr(20),
  });

  /** `days` is documented as DayOpeningHours[][]; a flat entry is accepted and wrapped. */
  const daysSchema = opt(
    z.pipe(
      z.array(z.unknown()),
      z.transform((days: unknown[]) =>
        days.slice(0, 14).map((day) => pickValid(Array.isArray(day) ? day : [day], dayOpeningHoursSchema, 6)),
      ),
    ),
  );

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
  const coordinatesSchema = opt(
    z.tuple([z.number().check(z.gte(-90), z.lte(90)), z.number().check(z.gte(-180), z.lte(180))]),
  );

  const locationWebResultSchema = z.looseObject({
    title: str(1_000),
    url: str(),
    description: optStr(),
    meta_url: opt(metaUrlSchema),
  });

  return z.looseObject({
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
    reviews: opt(z.looseObject({ viewMoreUrl: optStr(), reviews_in_foreign_language: optBool() })),
    pictures: opt(z.looseObject({ viewMoreUrl: optStr(), results: list(thumbnailSchema, 20) })),
    action: opt(z.looseObject({ type: optStr(50), url: optStr() })),
    serves_cuisine: optList(str(200), 20),
    categories: list(str(200), 20),
    icon_category: optStr(100),
    results: optList(locationWebResultSchema, 20),
    timezone: optStr(100),
    /** Old docs: string; newer docs: integer. Either is kept. */
    timezone_offset: opt(z.union([str(50), z.number()])),
    profile: opt(profileSchema),
  });
});
