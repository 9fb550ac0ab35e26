/**
 * The `location` setting: off, a city the user typed, or the coordinates the browser gave. Checked by the same
 * rules as the options page (utils/ui-safe/settings/location.ts), so storage never holds a value the headers cannot carry.
 */
import { z } from 'zod/mini';
import {
  isCountryCode,
  isPostalCode,
  MAX_CITY_CHARS,
  MAX_REGION_CHARS,
  placeTextProblem,
  roundCoordinate,
  tidyText,
} from '../ui-safe/settings/location';
import { onFirstUse } from './on-first-use';

const placeText = (max: number, optional: boolean) =>
  z.pipe(
    z.string().check(
      z.maxLength(max * 4),
      z.refine((text) => placeTextProblem(text, max, optional) === undefined, 'Type it in Latin letters, briefly.'),
    ),
    z.transform(tidyText),
  );

/** An empty optional field is no field: left out, never "". (The outer optional() keeps the key optional.) */
const optionalText = (schema: z.ZodMiniType<string, string>) =>
  z.optional(
    z.pipe(
      schema,
      z.transform((text: string) => (text === '' ? undefined : text)),
    ),
  );

const coordinate = (limit: number) =>
  z.pipe(z.number().check(z.gte(-limit), z.lte(limit)), z.transform(roundCoordinate));

export const locationSchema = onFirstUse(() =>
  z.discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('off') }),
    z.strictObject({
      mode: z.literal('city'),
      city: placeText(MAX_CITY_CHARS, false),
      region: optionalText(placeText(MAX_REGION_CHARS, true)),
      country: z.string().check(z.refine(isCountryCode, 'Use an ISO 3166-1 alpha-2 country code.')),
      postalCode: optionalText(
        z.pipe(
          z
            .string()
            .check(
              z.refine((code) => code.trim() === '' || isPostalCode(code), 'Use letters, digits, spaces and hyphens.'),
            ),
          z.transform(tidyText),
        ),
      ),
    }),
    z.strictObject({
      mode: z.literal('browser'),
      lat: coordinate(90),
      long: coordinate(180),
      /** When the browser took the position (ms since 1970), so the page can say how old it is. */
      takenAt: z.int().check(z.gte(0), z.lte(8.64e15)),
    }),
  ]),
);
