/**
 * The user's own ranking: sites they block, lower, raise or pin, and the Goggle instruction each becomes
 * (docs/api-reference.md §10: `$discard`, `$downrank=N`, `$boost=N` with N 1–10, `site=` a host and its subdomains).
 */
import { normaliseHost } from './host';

export const SITE_RULES = ['block', 'lower', 'raise', 'pin'] as const;
export type SiteRule = (typeof SITE_RULES)[number];

export interface RankedSite {
  host: string;
  rule: SiteRule;
}

/** The most sites kept (the oldest go first); what is sent with a search is smaller still (compile.ts). */
export const MAX_RANKED_SITES = 1_000;

/** Pinned sites take the highest boost the syntax allows; raise and lower are a clear but moderate push. */
const OPTIONS: Record<SiteRule, string> = {
  block: 'discard',
  lower: 'downrank=3',
  raise: 'boost=3',
  pin: 'boost=10',
};

const isSiteRule = (value: unknown): value is SiteRule => (SITE_RULES as readonly unknown[]).includes(value);

/** One Goggle line. The host was checked by normaliseHost, so it adds no option or line of its own. */
export const ruleLine = ({ host, rule }: RankedSite): string => `$${OPTIONS[rule]},site=${host}`;

/**
 * What is kept of a stored or sent list: valid entries, each host once (a later entry replaces an earlier one, at
 * its later place), oldest first, at most MAX_RANKED_SITES (the newest).
 */
export function validRanking(list: readonly unknown[]): RankedSite[] {
  const kept = new Map<string, SiteRule>();
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { host, rule } = item as Record<string, unknown>;
    const valid = normaliseHost(host);
    if (valid === undefined || !isSiteRule(rule)) continue;
    kept.delete(valid);
    kept.set(valid, rule);
  }
  return [...kept].slice(-MAX_RANKED_SITES).map(([host, rule]) => ({ host, rule }));
}

/** The list with `host`'s rule set (moved to the newest place), or removed when `rule` is null. */
export function withRule(list: readonly RankedSite[], host: string, rule: SiteRule | null): RankedSite[] {
  const others = list.filter((site) => site.host !== host);
  return rule === null ? others : validRanking([...others, { host, rule }]);
}
