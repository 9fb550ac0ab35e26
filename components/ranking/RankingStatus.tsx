/** Says what the last menu choice did (a polite status: the blocked results left the page, focus moved on). */
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import type { SiteRule } from '@/utils/ui-safe/ranking/rules';
import { useRanking } from './ranking-store';

const DONE: Record<SiteRule, MessageKey> = {
  block: 'rank_doneBlock',
  lower: 'rank_doneLower',
  raise: 'rank_doneRaise',
  pin: 'rank_donePin',
};

export function RankingStatus() {
  const { change } = useRanking();
  const text = !change
    ? ''
    : change.failed
      ? t('rank_failed')
      : t(change.rule === null ? 'rank_doneClear' : DONE[change.rule], change.host);
  return (
    <p class={change?.failed ? 'scout-status scout-rank-failed' : 'scout-visually-hidden'} role="status">
      {text}
    </p>
  );
}
