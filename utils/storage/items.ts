/**
 * Everything Scout keeps in extension storage. The key and settings live in `storage.local` (never `sync`:
 * a key must not travel to other devices); transient job state lives in `storage.session`.
 */
import { defineItem } from './area';

/** The user's API key. Read only by the background; no message ever carries it back out. */
export const apiKeyItem = defineItem<string | null>('local:apiKey', null);

/**
 * The optional Answers key (`/chat/completions`, billed per answer): a separate plan with its own key. Kept exactly
 * like the search key: written by the options page, read only by the background, described only by its last four.
 */
export const answersKeyItem = defineItem<string | null>('local:answersKey', null);

/**
 * The optional Autosuggest key (`/suggest/search`, billed per request): the address bar's suggestions. Kept exactly
 * like the other two.
 */
export const suggestKeyItem = defineItem<string | null>('local:suggestKey', null);

/** Search preferences; `repairSettings` (in the settings service) guards every read against damaged values. */
export const settingsItem = defineItem<unknown>('local:settings', {});
