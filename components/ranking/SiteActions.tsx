/**
 * What a result shows of its site's rule: a "Lowered", "Raised" or "Pinned" badge (a blocked site's results are not
 * shown at all), then its menu. Web, news and video rows all use it, on Scout's own pages only: the in-page panel sits
 * inside a web page and may not change the ranking (protocol.ts `ranking.set`).
 */
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import type { SiteRule } from '@/utils/ui-safe/ranking/rules';
import { ruleOf, useRanking } from './ranking-store';
import { SiteMenu } from './SiteMenu';

const BADGES: Partial<Record<SiteRule, MessageKey>> = {
  lower: 'rank_lowered',
  raise: 'rank_raised',
  pin: 'rank_pinned',
};

export function SiteActions({ host }: { host: string | undefined }) {
  const { sites } = useRanking();
  if (host === undefined) return null;
  const current = ruleOf(sites, host);
  const badge = BADGES[current ?? 'block'];
  return (
    <>
      {badge && <span class="scout-badge scout-rank-badge">{t(badge)}</span>}
      <SiteMenu host={host} current={current} />
    </>
  );
}
