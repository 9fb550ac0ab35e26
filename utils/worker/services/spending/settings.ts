/**
 * The user's spending settings: a monthly limit per plan and for all plans (empty: none), and their own price per
 * request per plan (empty: the table's, prices.ts). Kept in `storage.local` (LOCAL.spendingSettings), written only
 * through the worker (`spending.update`), and read defensively: a junk value is dropped (no limit, the table's
 * price), never NaN. A change is written before it is answered, so the next request on every surface sees it.
 */
import { defineItem } from '@/utils/worker/storage/area';
import { LOCAL } from '@/utils/worker/storage/items';
import { isPlanId, SEARCH_PLANS, type PlanId } from '@/utils/ui-safe/spending';
import { isPrice, type PriceOverrides } from './prices';

export interface SpendingSettings {
  /** Micro-dollars per month, per plan. */
  limits: Partial<Record<PlanId, number>>;
  /** Micro-dollars per month, all plans together. */
  total?: number;
  prices: PriceOverrides;
  /** The plan the search key is on, if a legacy one (its price differs); default the 2026 Search plan. */
  searchPlan?: SearchPlan;
}

type SearchPlan = (typeof SEARCH_PLANS)[number];
const isSearchPlan = (value: unknown): value is SearchPlan => (SEARCH_PLANS as readonly unknown[]).includes(value);

const spendingSettingsItem = defineItem<unknown>(LOCAL.spendingSettings, null);

function repairMap(value: unknown): Partial<Record<PlanId, number>> {
  const kept: Partial<Record<PlanId, number>> = {};
  if (typeof value !== 'object' || value === null) return kept;
  for (const [plan, amount] of Object.entries(value)) if (isPlanId(plan) && isPrice(amount)) kept[plan] = amount;
  return kept;
}

function repairSpendingSettings(stored: unknown): SpendingSettings {
  const { limits, total, prices, searchPlan } = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return {
    limits: repairMap(limits),
    ...(isPrice(total) && { total }),
    prices: repairMap(prices),
    ...(isSearchPlan(searchPlan) && searchPlan !== 'search' && { searchPlan }),
  };
}

export const readSpendingSettings = async (): Promise<SpendingSettings> =>
  repairSpendingSettings(await spendingSettingsItem.getValue());

export const writeSpendingSettings = (settings: SpendingSettings): Promise<void> =>
  spendingSettingsItem.setValue(settings);
