/**
 * URL allow-listing for anything that becomes an `href` or `src`.
 *
 * Parsed with URL (not a regex) so tricks like `java\tscript:`, `JaVaScRiPt:` or leading control
 * characters are normalised before the scheme is checked. No DOM needed: runs in the service worker.
 */

/** Longer URLs are almost certainly junk or an attack on layout; browsers cap around 2 MB, we need far less. */
const MAX_URL_LENGTH = 2048;

function parseAbsolute(input: unknown): URL | undefined {
  if (typeof input !== 'string') return undefined;
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return undefined;
  try {
    // No base: relative URLs throw and are rejected.
    return new URL(trimmed);
  } catch {
    return undefined;
  }
}

function isSafe(url: URL, schemes: readonly string[]): boolean {
  if (!schemes.includes(url.protocol)) return false;
  if (url.hostname === '') return false;
  // `https://bank.example@evil.example/` reads as the bank to a person: refuse credentials altogether.
  if (url.username !== '' || url.password !== '') return false;
  return true;
}

/** The normalised URL if it is an absolute http(s) URL without credentials, else undefined. */
export function safeHttpUrl(input: unknown): string | undefined {
  const url = parseAbsolute(input);
  return url && isSafe(url, ['http:', 'https:']) ? url.href : undefined;
}

/** Like safeHttpUrl but https only: used for images (favicons, thumbnails, photos), which must not be mixed content. */
export function safeImageUrl(input: unknown): string | undefined {
  const url = parseAbsolute(input);
  if (!url) return undefined;
  if (isSafe(url, ['https:'])) return url.href;
  // The demo/test build also shows the local API stand-in's own images (http on loopback): it talks to that
  // stand-in anyway. Production builds never load an http image.
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  return import.meta.env.MODE === 'demo' && loopback && isSafe(url, ['http:']) ? url.href : undefined;
}

/** The hostname of a safe http(s) URL (for display), else undefined. */
export function hostnameOf(input: unknown): string | undefined {
  const href = safeHttpUrl(input);
  return href === undefined ? undefined : new URL(href).hostname;
}
