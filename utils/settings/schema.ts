/** Search preferences: validated whenever they are written, so storage never holds a value the API rejects. */
import { z } from 'zod';
import { checkBaseUrl, DEFAULT_API_BASE_URL, MAX_BASE_URL_CHARS } from './base-url';
import {
  CACHE_MINUTES,
  COUNTRIES,
  RESULTS_PER_PAGE,
  SAFESEARCH,
  SEARCH_LANGUAGES,
  UI_LANGUAGES,
  UNITS,
} from './choices';
import { MAX_GOGGLES, normaliseGoggleUrl, validGoggles } from './goggles';
import { locationSchema } from './location-schema';

const apiBaseUrlSchema = z
  .string()
  .trim()
  .max(MAX_BASE_URL_CHARS)
  .refine((u) => checkBaseUrl(u).ok, 'Use an https:// address (or http:// for 127.0.0.1 or localhost).')
  .transform((u) => u.replace(/\/+$/, ''));

/** One saved Goggle's address, normalised (utils/settings/goggles.ts). */
export const goggleUrlSchema = z
  .string()
  .refine((url) => normaliseGoggleUrl(url) !== undefined, 'Use an https:// address of a hosted Goggle.')
  .transform((url) => normaliseGoggleUrl(url)!);

export const settingsSchema = z.object({
  country: z.enum(COUNTRIES).default('US'),
  searchLang: z.enum(SEARCH_LANGUAGES).default('en'),
  uiLang: z.enum(UI_LANGUAGES).default('en-US'),
  safesearch: z.enum(SAFESEARCH).default('moderate'),
  units: z.enum(UNITS).default('auto'),
  resultsPerPage: z.number().int().min(RESULTS_PER_PAGE.min).max(RESULTS_PER_PAGE.max).default(10),
  /** How long a web search is answered from cache instead of a new, billed call. 0 turns caching off. */
  cacheMinutes: z.number().int().min(CACHE_MINUTES.min).max(CACHE_MINUTES.max).default(10),
  apiBaseUrl: apiBaseUrlSchema.default(DEFAULT_API_BASE_URL),
  /** Answers are billed per answer: show "Get AI answer" instead of starting one with every search. */
  askBeforeAnswer: z.boolean().default(true),
  /** Hosted Goggles the popup's filters offer; the chosen one is sent with each search. */
  goggles: z
    .array(goggleUrlSchema)
    .max(MAX_GOGGLES)
    .transform((urls) => [...new Set(urls)])
    .default([]),
  /** Sent with searches as X-Loc-* headers (utils/settings/location.ts); off unless the user sets it. */
  location: locationSchema.default({ mode: 'off' }),
});

export type Settings = z.output<typeof settingsSchema>;
/**
 * Some fields, none filled in: not `settingsSchema.partial()`, whose fields keep their defaults (zod 4 applies a
 * default inside an optional), so every patch would reset each field it did not name.
 */
const field = settingsSchema.shape;
export const settingsPatchSchema = z.strictObject({
  country: field.country.unwrap().optional(),
  searchLang: field.searchLang.unwrap().optional(),
  uiLang: field.uiLang.unwrap().optional(),
  safesearch: field.safesearch.unwrap().optional(),
  units: field.units.unwrap().optional(),
  resultsPerPage: field.resultsPerPage.unwrap().optional(),
  cacheMinutes: field.cacheMinutes.unwrap().optional(),
  apiBaseUrl: field.apiBaseUrl.unwrap().optional(),
  askBeforeAnswer: field.askBeforeAnswer.unwrap().optional(),
  goggles: field.goggles.unwrap().optional(),
  location: field.location.unwrap().optional(),
});
export type SettingsPatch = z.input<typeof settingsPatchSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/** Stored settings from any older or damaged state: every bad field falls back to its default, the rest is kept. */
export function repairSettings(stored: unknown): Settings {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const repaired: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(settingsSchema.shape)) {
    // One bad Goggle costs only itself, not the whole list.
    const value = name === 'goggles' && Array.isArray(source[name]) ? validGoggles(source[name]) : source[name];
    const parsed = field.safeParse(value);
    repaired[name] = parsed.success ? parsed.data : DEFAULT_SETTINGS[name as keyof Settings];
  }
  return repaired as Settings;
}
