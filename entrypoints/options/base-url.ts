/**
 * The API base URL as the options page checks it before asking for a host permission. The background validates
 * the same rules again (utils/settings/schema.ts); this copy has no zod, so the page stays small.
 */
import { DEFAULT_API_BASE_URL } from '@/utils/settings/choices';

export type BaseUrlCheck = { ok: true; url: string; origin: string } | { ok: false; reason: 'empty' | 'invalid' };

const MAX_LENGTH = 500;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

export const DEFAULT_ORIGIN = new URL(DEFAULT_API_BASE_URL).origin;

/** https:// anywhere, http:// only on this machine; no user name, password, query or fragment. */
export function checkBaseUrl(raw: string): BaseUrlCheck {
  const value = raw.trim();
  if (!value) return { ok: false, reason: 'empty' };
  if (value.length > MAX_LENGTH) return { ok: false, reason: 'invalid' };
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

/** The origin the key is sent to, for the page's note; the default origin if the address cannot be read. */
export function originOf(baseUrl: string | undefined): string {
  if (!baseUrl) return DEFAULT_ORIGIN;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return DEFAULT_ORIGIN;
  }
}

/** The build's own host permission covers the default origin; any other one is asked for first. */
export const needsPermission = (origin: string): boolean => origin !== DEFAULT_ORIGIN;
