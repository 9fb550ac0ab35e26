/**
 * Saved Goggles: addresses of hosted Goggles (docs/api-reference.md §1.1 `goggles`), which re-rank results by their own
 * rules. The one check of an address, for the settings schema and the options form alike: plain code without zod,
 * so the options page's bundle stays small. The API server fetches the Goggle, never Scout.
 */
export const MAX_GOGGLES = 10;
const MAX_GOGGLE_URL_CHARS = 1_000;

// The URL parser silently drops tabs and newlines, and `#` starts a fragment the server never sees: refused, not guessed.
const REFUSED_CHARACTERS = /[\s\p{Cc}#]/u;

/**
 * The address as saved and sent (trimmed, written as the URL parser writes it), or undefined unless it is an
 * https:// address without a user name or password, at most MAX_GOGGLE_URL_CHARS long.
 */
export function normaliseGoggleUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '' || value.length > MAX_GOGGLE_URL_CHARS || REFUSED_CHARACTERS.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  return url.href.length <= MAX_GOGGLE_URL_CHARS ? url.href : undefined;
}

/** What is kept of a stored list: its valid addresses, normalised, each once, at most MAX_GOGGLES. */
export function validGoggles(list: readonly unknown[]): string[] {
  const kept = new Set<string>();
  for (const item of list) {
    const url = typeof item === 'string' ? normaliseGoggleUrl(item) : undefined;
    if (url !== undefined && kept.size < MAX_GOGGLES) kept.add(url);
  }
  return [...kept];
}
