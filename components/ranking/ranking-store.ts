/**
 * The user's ranking as this page knows it: read once from the worker, changed at once here (a blocked site's results
 * leave the page before the worker has answered, and no search is made for it), then as the worker saved it; put back
 * if saving failed. One store per page, shared by every result's menu and list.
 */
import { useEffect, useState } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import { onSite } from '@/utils/ui-safe/ranking/host';
import { withRule, type RankedSite, type SiteRule } from '@/utils/ui-safe/ranking/rules';

interface RankingChange {
  host: string;
  rule: SiteRule | null;
  failed?: boolean;
}

interface RankingState {
  sites: readonly RankedSite[];
  /** The last change made on this page, for its announcement. */
  change?: RankingChange;
}

let state: RankingState = { sites: [] };
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: RankingState) {
  state = next;
  for (const listener of listeners) listener();
}

function load(): Promise<void> {
  // `send` never rejects in an extension (client.ts); should it, the list stays as it is and the next mount asks again.
  const forget = () => {
    loaded = undefined;
  };
  return (loaded ??= send('ranking.get', {}).then((reply) => {
    if (reply.ok) publish({ ...state, sites: reply.data.sites });
    else forget();
  }, forget));
}

export async function setSiteRule(host: string, rule: SiteRule | null): Promise<boolean> {
  const before = state.sites;
  publish({ sites: withRule(before, host, rule), change: { host, rule } });
  const reply = await send('ranking.set', { host, rule });
  if (reply.ok) publish({ ...state, sites: reply.data.sites });
  else publish({ sites: before, change: { host, rule, failed: true } });
  return reply.ok;
}

export function useRanking(): RankingState {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    const listener = () => setCurrent(state);
    listeners.add(listener);
    void load();
    listener();
    return () => void listeners.delete(listener);
  }, []);
  return current;
}

export const ruleOf = (sites: readonly RankedSite[], host: string | undefined): SiteRule | undefined =>
  host === undefined ? undefined : sites.find((site) => site.host === host)?.rule;

/** Whether a result on `host` is hidden: its site, or a site it is under, is blocked. */
export function blockedTest(sites: readonly RankedSite[]): (host: string | undefined) => boolean {
  const blocked = sites.filter((site) => site.rule === 'block').map((site) => site.host);
  if (blocked.length === 0) return () => false;
  return (host) => host !== undefined && blocked.some((site) => onSite(host, site));
}

/** For tests: a fresh page. @internal (exported for its tests). */
export function resetRankingStore() {
  state = { sites: [] };
  loaded = undefined;
}
