/**
 * A site in the user's ranking is a host name and nothing more: it is written into a Goggle line (`$discard,site=…`),
 * so a comma, `$`, `=`, a space or a newline would add instructions of the sender's choosing. Plain code without zod:
 * the menu, the options page and the worker run the same check.
 */
const MAX_HOST_CHARS = 253;
// Letters of any script (an IDN, turned into its ASCII form by the URL parser), digits, dots and hyphens: nothing else.
// Made on first use: V8 parses a regular expression where it is created, and `\p{L}` made this one about 0.1 ms of
// every start of the worker, which imports this file (docs/decisions/cold-start.md).
let hostCharactersMade: RegExp | undefined;
const hostCharacters = () => (hostCharactersMade ??= /^[\p{L}\p{N}.-]+$/u);
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host as kept and sent (lower case, ASCII, no trailing dot), or undefined unless it is a plain host name. */
export function normaliseHost(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_HOST_CHARS + 1) return undefined;
  if (!hostCharacters().test(raw)) return undefined;
  let host: string;
  try {
    host = new URL(`https://${raw}/`).hostname;
  } catch {
    return undefined;
  }
  host = host.replace(/\.$/, '');
  const labels = host.split('.');
  if (host.length > MAX_HOST_CHARS || labels.length < 2) return undefined;
  return labels.every((label) => LABEL.test(label)) ? host : undefined;
}

/** The host of a result's address, if it is an http(s) one with a plain host name. */
export function hostOfUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? normaliseHost(parsed.hostname) : undefined;
  } catch {
    return undefined;
  }
}

/** `host` is `site` or one of its subdomains: how a Goggle's `site=` matches, and how a block hides results here. */
export function onSite(host: string, site: string): boolean {
  return host === site || host.endsWith(`.${site}`);
}
