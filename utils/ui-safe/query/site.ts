/**
 * "Search this site": the `site:` operator that narrows a query to one host, defined once for the right-click menu
 * (utils/worker/background/menus.ts) and the "This site" chip of the search UIs. Plain string code, so any UI may import it.
 */

/** The host of an http(s) page, or undefined for anything else (browser pages, files, extension pages). */
export function siteHost(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
      ? parsed.hostname
      : undefined;
  } catch {
    return undefined;
  }
}

const SITE_TOKEN = /(^|\s)site:\S*/gi;

/** Whether the query is narrowed to this host. */
export const hasSite = (text: string, host: string): boolean =>
  text.split(/\s+/).some((word) => word.toLowerCase() === `site:${host.toLowerCase()}`);

/** The query without any `site:` operator. */
export const withoutSite = (text: string): string => text.replace(SITE_TOKEN, ' ').replace(/\s+/g, ' ').trim();

/**
 * The query narrowed to this host: `site:<host> ` first (replacing any other `site:`), then what was typed. An empty
 * query keeps the trailing space, so what the user types next is the query.
 */
export const withSite = (text: string, host: string): string => `site:${host} ${withoutSite(text)}`;
