/**
 * The `location` setting: off, a city the user typed, or the coordinates the browser gave. Checked by the same
 * rules as the options page (utils/settings/location.ts), so storage never holds a value the headers cannot carry.
 */
import { z } from 'zod';
import {
  isCountryCode,
  isPostalCode,
  MAX_CITY_CHARS,
  MAX_REGION_CHARS,
  placeTextProblem,
  roundCoordinate,
  tidyText,
} from './location';

const placeText = (max: number, optional: boolean) =>
  z
    .string()
    .max(max * 4)
    .refine((text) => placeTextProblem(text, max, optional) === undefined, 'Type it in Latin letters, briefly.')
    .transform(tidyText);

/** An empty optional field is no field: left out, never "". (The outer optional() keeps the key optional.) */
const optionalText = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.transform((text) => (text === '' ? undefined : text)).optional();

const coordinate = (limit: number) => z.number().min(-limit).max(limit).transform(roundCoordinate);

export const locationSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('off') }),
  z.strictObject({
    mode: z.literal('city'),
    city: placeText(MAX_CITY_CHARS, false),
    region: optionalText(placeText(MAX_REGION_CHARS, true)),
    country: z.string().refine(isCountryCode, 'Use an ISO 3166-1 alpha-2 country code.'),
    postalCode: optionalText(
      z
        .string()
        .refine((code) => code.trim() === '' || isPostalCode(code), 'Use letters, digits, spaces and hyphens.')
        .transform(tidyText),
    ),
  }),
  z.strictObject({
    mode: z.literal('browser'),
    lat: coordinate(90),
    long: coordinate(180),
    /** When the browser took the position (ms since 1970), so the page can say how old it is. */
    takenAt: z.number().int().min(0).max(8.64e15),
  }),
]);
