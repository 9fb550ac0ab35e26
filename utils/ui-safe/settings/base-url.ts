/**
 * The API base URL, one rule for the options page (before it asks for a host permission), the settings schema and
 * the API client: https:// anywhere, http:// only on this machine (the emulator, a local proxy); no user name,
 * password, query or fragment. Plain code without zod, so the options page uses it without the validation library.
 */
export const DEFAULT_API_BASE_URL = 'https://api.search.brave.com/res/v1';

export const MAX_BASE_URL_CHARS = 500;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

export type BaseUrlCheck = { ok: true; url: string; origin: string } | { ok: false; reason: 'empty' | 'invalid' };

/** The address trimmed and without trailing slashes, with its origin; or why it cannot be used. */
export function checkBaseUrl(raw: string): BaseUrlCheck {
  const value = raw.trim();
  if (!value) return { ok: false, reason: 'empty' };
  if (value.length > MAX_BASE_URL_CHARS) return { ok: false, reason: 'invalid' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.username || url.password || url.search || url.hash || value.includes('#') || value.includes('?')) {
    return { ok: false, reason: 'invalid' };
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!allowed) return { ok: false, reason: 'invalid' };
  return { ok: true, url: value.replace(/\/+$/, ''), origin: url.origin };
}
