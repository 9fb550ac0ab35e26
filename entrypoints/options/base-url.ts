/** The options page's side of the API base URL: which origin the key goes to, and whether to ask for it first. */
import { releaseHostAccess } from '@/components/errors/host-access';
import { hostPattern } from '@/utils/ui-safe/host-pattern';
import { DEFAULT_API_BASE_URL } from '@/utils/ui-safe/settings/base-url';

export const DEFAULT_ORIGIN = new URL(DEFAULT_API_BASE_URL).origin;

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

/**
 * After a switch of address, the previous origin's permission is given back: Scout keeps host access only to the
 * origin it uses. Not when both share one match pattern (another port on the same host), which is still in use.
 */
export function releaseOrigin(previous: string, next: string): void {
  if (needsPermission(previous) && hostPattern(previous) !== hostPattern(next)) void releaseHostAccess(previous);
}
