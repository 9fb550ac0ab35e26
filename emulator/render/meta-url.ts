import { faviconUrl } from './images';

/**
 * `meta_url` as the real service shapes it: netloc drops `www.` while hostname keeps it, and `path` is a display
 * string `› seg  › seg` (two spaces before each later `›`).
 */
export function metaUrl(url: string, origin: string) {
  const parsed = new URL(url);
  const segments = parsed.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  return {
    scheme: parsed.protocol.replace(':', ''),
    netloc: parsed.hostname.replace(/^www\./, ''),
    hostname: parsed.hostname,
    favicon: faviconUrl(origin, parsed.hostname),
    path: segments.map((segment) => `› ${segment}`).join('  '),
  };
}

/** `profile` of a result: site name, URL, host as long_name, favicon. */
export function profile(name: string, url: string, origin: string) {
  const host = new URL(url).hostname;
  return { name, url, long_name: host, img: faviconUrl(origin, host) };
}
