/**
 * The monthly limits ("Monthly limit for Search (US$)", empty: none), the total one, the user's own price per plan and
 * the search key's plan. Saved as soon as every field reads as an amount (the worker holds the next request on every
 * surface to it); a field that does not says so and nothing is saved until it does.
 */
import { useState } from 'preact/hooks';
import type { SpendingSummary, SpendingUpdate } from '@/utils/contract/spending-schema';
import { t } from '@/utils/ui-safe/i18n';
import { parseUsd, PLAN_NAMES, SEARCH_PLANS, type PlanId } from '@/utils/ui-safe/spending';
import { SelectField, TextField } from '../fields';

const usdText = (micros: number | undefined) => (micros === undefined ? '' : String(micros / 1_000_000));

interface Draft {
  limits: Partial<Record<PlanId, string>>;
  prices: Partial<Record<PlanId, string>>;
  total: string;
  searchPlan: SpendingUpdate['searchPlan'];
}

function initial(summary: SpendingSummary): Draft {
  const draft: Draft = { limits: {}, prices: {}, total: usdText(summary.totalLimit), searchPlan: 'search' };
  for (const row of summary.plans) {
    draft.limits[row.plan] = usdText(row.limit);
    // Shown per 1,000 requests, kept per request.
    draft.prices[row.plan] = row.price.basis === 'user' ? usdText(row.price.micros * 1_000) : '';
  }
  const plan = summary.searchPlan;
  if ((SEARCH_PLANS as readonly string[]).includes(plan)) draft.searchPlan = plan as Draft['searchPlan'];
  return draft;
}

/** The update, or the labels of the fields that are not amounts. */
function toUpdate(draft: Draft): { update?: SpendingUpdate; bad: Set<string> } {
  const bad = new Set<string>();
  const read = (key: string, text: string | undefined) => {
    const value = parseUsd(text ?? '');
    if (value === undefined) bad.add(key);
    return value ?? null;
  };
  const limits: SpendingUpdate['limits'] = {};
  const prices: SpendingUpdate['prices'] = {};
  for (const [plan, text] of Object.entries(draft.limits) as [PlanId, string][])
    limits[plan] = read(`limit-${plan}`, text);
  for (const [plan, text] of Object.entries(draft.prices) as [PlanId, string][]) {
    const per1000 = read(`price-${plan}`, text);
    prices[plan] = per1000 === null ? null : Math.round(per1000 / 1_000);
  }
  const total = read('total', draft.total);
  return bad.size > 0 ? { bad } : { bad, update: { limits, prices, total, searchPlan: draft.searchPlan } };
}

export function SpendingLimits({
  summary,
  onUpdate,
}: {
  summary: SpendingSummary;
  onUpdate: (update: SpendingUpdate) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(() => initial(summary));
  const [saved, setSaved] = useState(false);
  const { bad, update } = toUpdate(draft);
  const change = (next: Draft) => {
    setDraft(next);
    setSaved(false);
    const { update: valid } = toUpdate(next);
    if (valid) void onUpdate(valid).then(setSaved);
  };
  const problem = (key: string, label: string) => (bad.has(key) ? t('options_spendingBad', label) : undefined);
  return (
    <form
      class="options-grid"
      onSubmit={(event) => {
        event.preventDefault();
        if (update) void onUpdate(update).then(setSaved);
      }}
    >
      <h3 class="options-span">{t('options_spendingLimitsHeading')}</h3>
      {summary.plans.map(({ plan }) => {
        const label = t('options_spendingLimit', PLAN_NAMES[plan]);
        return (
          <TextField
            key={`limit-${plan}`}
            id={`spending-limit-${plan}`}
            label={label}
            value={draft.limits[plan] ?? ''}
            maxLength={16}
            problem={problem(`limit-${plan}`, label)}
            onInput={(value) => change({ ...draft, limits: { ...draft.limits, [plan]: value } })}
          />
        );
      })}
      <TextField
        id="spending-limit-total"
        label={t('options_spendingLimitTotal')}
        help={t('options_spendingLimitHelp')}
        value={draft.total}
        maxLength={16}
        problem={problem('total', t('options_spendingLimitTotal'))}
        onInput={(value) => change({ ...draft, total: value })}
      />
      {summary.plans.map(({ plan, price }) => {
        const label = t('options_spendingOwnPrice', PLAN_NAMES[plan]);
        return (
          <TextField
            key={`price-${plan}`}
            id={`spending-price-${plan}`}
            label={label}
            help={price.basis === 'user' ? undefined : t('options_spendingPriceHelp')}
            value={draft.prices[plan] ?? ''}
            maxLength={16}
            problem={problem(`price-${plan}`, label)}
            onInput={(value) => change({ ...draft, prices: { ...draft.prices, [plan]: value } })}
          />
        );
      })}
      <SelectField
        id="spending-search-plan"
        label={t('options_spendingSearchPlan')}
        value={draft.searchPlan}
        choices={SEARCH_PLANS.map((plan) => ({ value: plan, label: PLAN_NAMES[plan] }))}
        onChange={(value) => change({ ...draft, searchPlan: value as Draft['searchPlan'] })}
      />
      <div class="options-actions options-span">
        <button type="submit" disabled={!update}>
          {t('options_spendingSave')}
        </button>
        <span role="status">{saved ? t('options_spendingSaved') : ''}</span>
      </div>
    </form>
  );
}
