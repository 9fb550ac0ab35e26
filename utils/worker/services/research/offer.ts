/** What a research of a search would run within (the options' limits) and the most it can cost: shown before it. */
import type { ResearchOffer } from '@/utils/contract/research-schema';
import { clampResearchLimits } from '@/utils/ui-safe/settings/research';
import { readSettings } from '@/utils/worker/settings/service';
import { researchCeiling } from '../spending/prices';
import type { SpendingStore } from '../spending/store';
import { readSearchRecord } from '../search-records';
import { readAnswersKey } from '../key';

export async function researchOffer(store: SpendingStore, searchId: string): Promise<ResearchOffer> {
  const [settings, record, spendingSettings, answersKey] = await Promise.all([
    readSettings(),
    readSearchRecord(searchId),
    store.settings(),
    readAnswersKey(),
  ]);
  const limits = clampResearchLimits(settings.research);
  return {
    ready: Boolean(answersKey),
    limits,
    ceiling: researchCeiling(record?.params.q ?? '', limits, spendingSettings.prices),
  };
}
