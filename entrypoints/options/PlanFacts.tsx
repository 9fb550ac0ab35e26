/** What the plan includes (yes / no / not known) and the rate and quota from the last rate-limit headers. */
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import type { AccountView } from '@/utils/contract/reply-schemas';
import { capabilityText, monthlyText, observedText, perSecondText } from './limits';

const AI_SOURCE_TEXT = {
  summarizer: 'options_aiSourceSummarizer',
  answers: 'options_aiSourceAnswers',
  none: 'options_aiSourceNone',
  unknown: 'options_aiSourceUnknown',
} as const satisfies Record<NonNullable<AccountView['aiSource']> | 'unknown', MessageKey>;

export function PlanFacts({ account }: { account: AccountView }) {
  const caps = account.capabilities;
  // Figures are recorded only with a successful answer, which also records capabilities; the background forgets
  // capabilities when the key changes but keeps the last rate, so figures without capabilities are the old key's.
  const rate = caps ? account.rate : undefined;
  const rows: [string, boolean | undefined][] = [
    [t('options_capWeb'), caps?.web],
    [t('options_capPlaces'), caps?.places],
    [t('options_capSummary'), caps?.summary],
  ];
  const perSecond = perSecondText(rate);
  const monthly = monthlyText(rate);
  const asOf = observedText(rate);
  return (
    <div class="options-facts">
      <div>
        <h3>{t('options_capabilitiesHeading')}</h3>
        <dl class="options-dl">
          {rows.map(([name, value]) => (
            <div key={name} class="options-dl-row">
              <dt>{name}</dt>
              <dd class={value === true ? 'options-yes' : value === false ? 'options-no' : 'options-unknown'}>
                {capabilityText(value)}
              </dd>
            </div>
          ))}
        </dl>
        <p class="options-note">
          <strong>{t('options_aiSource')}:</strong> {t(AI_SOURCE_TEXT[account.aiSource ?? 'unknown'])}
        </p>
      </div>
      <div>
        <h3>{t('options_limitsHeading')}</h3>
        {perSecond || monthly ? (
          <dl class="options-dl">
            <div class="options-dl-row">
              <dt>{t('options_rateLabel')}</dt>
              <dd>{perSecond ?? t('options_unknown')}</dd>
            </div>
            <div class="options-dl-row">
              <dt>{t('options_monthlyLabel')}</dt>
              <dd>{monthly ?? t('options_unknown')}</dd>
            </div>
          </dl>
        ) : (
          <p class="options-note">{t('options_limitsUnknown')}</p>
        )}
        {asOf && <p class="options-note">{asOf}</p>}
      </div>
    </div>
  );
}
