/**
 * The options page: the key, what the plan includes, search preferences, saved Goggles, and the API address; at the
 * foot, Scout's version and its privacy policy.
 * The options page: the keys, what the plan includes, search preferences, saved Goggles, location, the search history
 * and the API address.
 */
import { useMemo } from 'preact/hooks';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { t } from '@/utils/ui-safe/i18n';
import { AboutFooter } from './AboutFooter';
import { AdvancedSection } from './AdvancedSection';
import { originOf } from './base-url';
import { GogglesSection } from './GogglesSection';
import { HistorySection } from './HistorySection';
import { HostAccessNotice } from './HostAccessNotice';
import { KeySection } from './KeySection';
import { KeyVerify } from './KeyVerify';
import { LocationSection } from './LocationSection';
import { PlanSection } from './PlanSection';
import { RankingSection } from './RankingSection';
import { PreferencesForm } from './PreferencesForm';
import { ResearchSection } from './ResearchSection';
import { SpendingSection } from './spending/SpendingSection';
import { useOptionsData } from './use-options-data';
import { useSpendingSummary } from '@/components/common/use-spending-summary';
import { formatUsd } from '@/utils/ui-safe/spending';

export function App() {
  const data = useOptionsData();
  const { account, settings } = data;
  const spending = useSpendingSummary(account);
  const priceOf = (plan: string) => spending?.plans.find((row) => row.plan === plan)?.price.micros;
  const searchPrice = priceOf(spending?.searchPlan ?? 'search');
  // Autosuggest's cost per request (each pause in typing that asks), beside its key.
  const suggestPrice = priceOf('suggest');
  // The sections that ask for their own figures, as the same elements from one render of the page to the next: each
  // answer to the page's other requests renders the page again, and Preact leaves an unchanged element's tree as it
  // is. Diffed again, the Spending section's table and chart held back the frame that draws them (two timelines of the
  // options page, 2026-11-29: two and five answers before that frame, 1.5–11 ms each; kept, 0.7–5 ms).
  const own = useMemo(
    () => ({
      spending: <SpendingSection key={data.attempt} />,
      ranking: <RankingSection key={data.attempt} />,
      history: <HistorySection key={data.attempt} />,
    }),
    [data.attempt],
  );
  return (
    <main class="options">
      <header class="options-header">
        <h1>{t('options_title')}</h1>
        <p>{t('options_intro')}</p>
      </header>
      {settings && <HostAccessNotice origin={originOf(settings.apiBaseUrl)} />}
      {data.loadError && (
        <ErrorNotice
          onOptionsPage
          error={data.loadError}
          actions={[{ label: t('options_retry'), onClick: data.reload }]}
        />
      )}
      <KeySection
        status={account?.key}
        origin={originOf(settings?.apiBaseUrl)}
        onChanged={(key) => {
          // The background forgot the old key's plan: show the new status now, the fresh account view when it comes.
          data.setAccount({ key });
          void data.reloadAccount();
        }}
      />
      <KeySection
        which="answers"
        status={account?.answersKey ?? (account ? { set: false } : undefined)}
        origin={originOf(settings?.apiBaseUrl)}
        onChanged={() => void data.reloadAccount()}
      >
        {account?.answersKey?.set && (
          <KeyVerify which="answers" hint={account.answersKey.hint} onVerified={data.setAccount} />
        )}
      </KeySection>
      <KeySection
        which="suggest"
        status={account?.suggestKey ?? (account ? { set: false } : undefined)}
        origin={originOf(settings?.apiBaseUrl)}
        onChanged={() => void data.reloadAccount()}
      >
        {suggestPrice !== undefined && (
          <p class="options-note">{t('options_spendingAutosuggest', formatUsd(suggestPrice))}</p>
        )}
        {account?.suggestKey?.set && (
          <KeyVerify which="suggest" hint={account.suggestKey.hint} onVerified={data.setAccount} />
        )}
      </KeySection>
      <PlanSection account={account} onVerified={data.setAccount} searchPrice={searchPrice} />
      {own.spending}
      {settings ? (
        <PreferencesForm initial={settings} onSaved={data.setSettings} />
      ) : (
        <section class="options-section">
          <h2>{t('options_prefsHeading')}</h2>
          <p class="options-note">{t('loading')}</p>
        </section>
      )}
      {settings && <ResearchSection limits={settings.research} onSaved={data.setSettings} />}
      <GogglesSection goggles={settings?.goggles} onSaved={data.setSettings} />
      {own.ranking}
      <LocationSection location={settings?.location} searchCountry={settings?.country} onSaved={data.setSettings} />
      {own.history}
      <AdvancedSection baseUrl={settings?.apiBaseUrl} onSaved={data.setSettings} />
      <AboutFooter />
    </main>
  );
}
