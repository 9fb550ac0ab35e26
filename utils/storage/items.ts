/**
 * Everything Scout keeps in extension storage. The key and settings live in `storage.local` (never `sync`:
 * a key must not travel to other devices); transient job state lives in `storage.session`.
 */
import { storage } from 'wxt/utils/storage';

/** The user's API key. Read only by the background; no message ever carries it back out. */
export const apiKeyItem = storage.defineItem<string | null>('local:apiKey', { fallback: null, version: 1 });

/**
 * The optional Answers key (`/chat/completions`, billed per answer): a separate plan with its own key. Kept exactly
 * like the search key: written by the options page, read only by the background, described only by its last four.
 */
export const answersKeyItem = storage.defineItem<string | null>('local:answersKey', { fallback: null, version: 1 });

/** Search preferences; `repairSettings` (in the settings service) guards every read against damaged values. */
export const settingsItem = storage.defineItem<unknown>('local:settings', { fallback: {}, version: 1 });
