/**
 * What the ranking messages carry (protocol.ts `ranking.*`): the user's sites and their rules. A host is checked by
 * the same function the pages use (utils/ui-safe/ranking/host.ts) and must arrive already normalised: a host that
 * would read differently once normalised is refused, not repaired. The shape is declared once, in rules.ts.
 */
import { z } from 'zod/mini';
import { normaliseHost } from '@/utils/ui-safe/ranking/host';
import { MAX_RANKED_SITES, SITE_RULES, type RankedSite } from '@/utils/ui-safe/ranking/rules';
import { onFirstUse } from './on-first-use';

function buildRankingSchemas() {
  const host = z.string().check(z.refine((value) => normaliseHost(value) === value, 'Not a plain host name.'));
  const rule = z.enum(SITE_RULES);
  const site: z.ZodMiniType<RankedSite> = z.object({ host, rule });
  const view = z.object({ sites: z.array(site).check(z.maxLength(MAX_RANKED_SITES)) });
  const set = z.strictObject({ host, rule: z.nullable(rule) });
  const replace = z.strictObject({ sites: z.array(site).check(z.maxLength(MAX_RANKED_SITES)) });
  return { view, set, replace };
}

const schemas = onFirstUse(buildRankingSchemas);
export const rankingViewSchema = () => schemas().view;
export const rankingSetSchema = () => schemas().set;
export const rankingReplaceSchema = () => schemas().replace;

export type RankingView = z.output<ReturnType<typeof rankingViewSchema>>;
