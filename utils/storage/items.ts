/**
 * Everything Scout keeps in extension storage. The key and settings live in `storage.local` (never `sync`:
 * a key must not travel to other devices); transient job state lives in `storage.session`.
 */
import { storage } from 'wxt/utils/storage';

/** The user's API key. Read only by the background; no message ever carries it back out. */
export const apiKeyItem = storage.defineItem<string | null>('local:apiKey', { fallback: null, version: 1 });

/** Search preferences; `repairSettings` (in the settings service) guards every read against damaged values. */
export const settingsItem = storage.defineItem<unknown>('local:settings', { fallback: {}, version: 1 });
