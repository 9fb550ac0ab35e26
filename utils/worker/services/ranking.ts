/**
 * The user's own ranking (protocol.ts `ranking.*`): sites and their rules, kept in `storage.local` (LOCAL.siteRanking;
 * never `sync`), bounded (utils/ui-safe/ranking/rules.ts), read defensively (a damaged entry is dropped, never sent).
 * Its own store, not a setting: it grows with use, is changed from a result's menu one site at a time, and the
 * settings are read, repaired and rewritten whole by the options form. A change is written before it is answered,
 * so the next search on every surface sends the new Goggle.
 */
import { defineItem } from '@/utils/worker/storage/area';
import { LOCAL } from '@/utils/worker/storage/items';
import { compileRanking } from '@/utils/ui-safe/ranking/compile';
import { validRanking, withRule, type RankedSite, type SiteRule } from '@/utils/ui-safe/ranking/rules';
import type { RankingView } from '@/utils/contract/ranking-schema';

const rankingItem = defineItem<unknown>(LOCAL.siteRanking, null);

/** @internal Exported for its tests. */
export async function readRanking(): Promise<RankedSite[]> {
  const stored = await rankingItem.getValue();
  const sites = typeof stored === 'object' && stored !== null ? (stored as { sites?: unknown }).sites : undefined;
  return Array.isArray(sites) ? validRanking(sites) : [];
}

async function write(sites: RankedSite[]): Promise<RankingView> {
  await rankingItem.setValue(sites.length > 0 ? { sites } : null);
  return { sites };
}

/** The inline Goggle a search sends, or undefined with an empty list. */
export const rankingGoggle = async (): Promise<string | undefined> => compileRanking(await readRanking()).goggle;

export const rankingHandlers = {
  'ranking.get': async (): Promise<RankingView> => ({ sites: await readRanking() }),
  'ranking.set': async ({ host, rule }: { host: string; rule: SiteRule | null }) =>
    write(withRule(await readRanking(), host, rule)),
  'ranking.replace': ({ sites }: { sites: readonly RankedSite[] }) => write(validRanking(sites)),
};
