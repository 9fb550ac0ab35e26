/** Search preferences: validated whenever they are written, so storage never holds a value the API rejects. */
import { z } from 'zod/mini';
import { checkBaseUrl, DEFAULT_API_BASE_URL, MAX_BASE_URL_CHARS } from '../ui-safe/settings/base-url';
import {
  CACHE_MINUTES,
  COUNTRIES,
  RESULTS_PER_PAGE,
  SAFESEARCH,
  SEARCH_LANGUAGES,
  TOOLBAR_OPENS,
  UI_LANGUAGES,
  UNITS,
} from '../ui-safe/settings/choices';
import { MAX_GOGGLES, normaliseGoggleUrl, validGoggles } from '../ui-safe/settings/goggles';
import { locationSchema } from './location-schema';
import { onFirstUse } from './on-first-use';
import { researchLimitsSchema } from './research-schema';
import { DEFAULT_RESEARCH_LIMITS } from '../ui-safe/settings/research';

const apiBaseUrlSchema = () =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(MAX_BASE_URL_CHARS),
      z.refine((u) => checkBaseUrl(u).ok, 'Use an https:// address (or http:// for 127.0.0.1 or localhost).'),
    ),
    z.transform((u: string) => u.replace(/\/+$/, '')),
  );

/** One saved Goggle's address, normalised (utils/ui-safe/settings/goggles.ts). */
export const goggleUrlSchema = onFirstUse(() =>
  z.pipe(
    z
      .string()
      .check(z.refine((url) => normaliseGoggleUrl(url) !== undefined, 'Use an https:// address of a hosted Goggle.')),
    z.transform((url: string) => normaliseGoggleUrl(url)!),
  ),
);

export const settingsSchema = onFirstUse(() =>
  z.object({
    country: z._default(z.enum(COUNTRIES), 'US'),
    searchLang: z._default(z.enum(SEARCH_LANGUAGES), 'en'),
    uiLang: z._default(z.enum(UI_LANGUAGES), 'en-US'),
    safesearch: z._default(z.enum(SAFESEARCH), 'moderate'),
    units: z._default(z.enum(UNITS), 'auto'),
    resultsPerPage: z._default(z.int().check(z.gte(RESULTS_PER_PAGE.min), z.lte(RESULTS_PER_PAGE.max)), 10),
    /** How long a web search is answered from cache instead of a new, billed call. 0 turns caching off. */
    cacheMinutes: z._default(z.int().check(z.gte(CACHE_MINUTES.min), z.lte(CACHE_MINUTES.max)), 10),
    apiBaseUrl: z._default(apiBaseUrlSchema(), DEFAULT_API_BASE_URL),
    /** Answers are billed per answer: show "Get AI answer" instead of starting one with every search. */
    askBeforeAnswer: z._default(z.boolean(), true),
    /** Hosted Goggles the popup's filters offer; the chosen one is sent with each search. */
    goggles: z._default(
      z.pipe(
        z.array(goggleUrlSchema()).check(z.maxLength(MAX_GOGGLES)),
        z.transform((urls: string[]) => [...new Set(urls)]),
      ),
      [],
    ),
    /** Sent with searches as X-Loc-* headers (utils/ui-safe/settings/location.ts); off unless the user sets it. */
    location: z._default(locationSchema(), { mode: 'off' }),
    /** The toolbar button opens the popup or the side panel (utils/worker/background/toolbar.ts applies it). */
    toolbarOpens: z._default(z.enum(TOOLBAR_OPENS), 'popup'),
    /** What a research may run by default: its searches, iterations and seconds (utils/ui-safe/settings/research.ts). */
    research: z._default(researchLimitsSchema(), DEFAULT_RESEARCH_LIMITS),
  }),
);

export type Settings = z.output<ReturnType<typeof settingsSchema>>;
/** A field of a patch: the setting's own rule, optional and without its default. */
const patchField = <T extends z.ZodMiniType>(setting: z.ZodMiniDefault<T>) => z.optional(setting.def.innerType);
/**
 * Some fields, none filled in: not `z.partial(settingsSchema)`, whose fields keep their defaults (zod 4 applies a
 * default inside an optional), so every patch would reset each field it did not name.
 */
export const settingsPatchSchema = onFirstUse(() => {
  const field = settingsSchema().shape;
  return z.strictObject({
    country: patchField(field.country),
    searchLang: patchField(field.searchLang),
    uiLang: patchField(field.uiLang),
    safesearch: patchField(field.safesearch),
    units: patchField(field.units),
    resultsPerPage: patchField(field.resultsPerPage),
    cacheMinutes: patchField(field.cacheMinutes),
    apiBaseUrl: patchField(field.apiBaseUrl),
    askBeforeAnswer: patchField(field.askBeforeAnswer),
    goggles: patchField(field.goggles),
    location: patchField(field.location),
    toolbarOpens: patchField(field.toolbarOpens),
    research: patchField(field.research),
  });
});
export type SettingsPatch = z.input<ReturnType<typeof settingsPatchSchema>>;

const defaultSettings = onFirstUse((): Settings => settingsSchema().parse({}));

/** Stored settings from any older or damaged state: every bad field falls back to its default, the rest is kept. */
export function repairSettings(stored: unknown): Settings {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const repaired: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(settingsSchema().shape)) {
    // One bad Goggle costs only itself, not the whole list.
    const value = name === 'goggles' && Array.isArray(source[name]) ? validGoggles(source[name]) : source[name];
    const parsed = field.safeParse(value);
    repaired[name] = parsed.success ? parsed.data : defaultSettings()[name as keyof Settings];
  }
  return repaired as Settings;
}
