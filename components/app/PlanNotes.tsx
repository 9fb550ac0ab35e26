/** Says plainly what the plan lacks, instead of leaving a silent gap where places or a summary would be. */
import type { SearchView } from '@/utils/contract/reply-schemas';
import { t } from '@/utils/ui-safe/i18n';

export function PlanNotes({ view }: { view: SearchView }) {
  const summary = view.summaryState === 'notInPlan';
  const places = view.placesState === 'notInPlan';
  if (!summary && !places) return null;
  return (
    <div class="app-plan-notes">
      {summary && <p class="app-note">{t('popup_summaryNotInPlan')}</p>}
      {summary && <p class="app-note">{t('popup_addAnswersKey')}</p>}
      {places && <p class="app-note">{t('popup_placesNotInPlan')}</p>}
    </div>
  );
}
