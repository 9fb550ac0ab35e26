/**
 * "Your ranking": the sites blocked, lowered, raised or pinned from results' menus, each with its rule and Remove;
 * how many of them go with each search (and which do not: an inline Goggle stays small, compile.ts); export and
 * import as a `.goggle` file. An import replaces the list; a line Scout cannot read is named by its number.
 */
import { useEffect, useState } from 'preact/hooks';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { send } from '@/utils/ui-safe/messaging/client';
import { compileRanking } from '@/utils/ui-safe/ranking/compile';
import { readGoggleFile, type Refusal } from '@/utils/ui-safe/ranking/goggle-file';
import type { RankedSite, SiteRule } from '@/utils/ui-safe/ranking/rules';
import type { RankingView } from '@/utils/contract/ranking-schema';
import type { Envelope } from '@/utils/contract/protocol';
import { FormOutcome } from './fields';
import { useForm } from './use-form';
import { downloadGoggle, readPicked } from './ranking-file';

const RULE_NAMES: Record<SiteRule, MessageKey> = {
  block: 'options_rankingRuleBlock',
  lower: 'rank_lowered',
  raise: 'rank_raised',
  pin: 'rank_pinned',
};
const REFUSALS: Record<Refusal['reason'], MessageKey> = {
  syntax: 'options_rankingRefusedSyntax',
  host: 'options_rankingRefusedHost',
  full: 'options_rankingRefusedFull',
};

function SiteList({ sites, label }: { sites: readonly RankedSite[]; label: string }) {
  return (
    <ul class="options-goggles" aria-label={label}>
      {sites.map(({ host, rule }) => (
        <li key={host}>
          <span class="options-goggle-url">{host}</span>
          <span>{t(RULE_NAMES[rule])}</span>
        </li>
      ))}
    </ul>
  );
}

export function RankingSection() {
  const [sites, setSites] = useState<readonly RankedSite[]>();
  const [refused, setRefused] = useState<readonly Refusal[]>([]);
  const form = useForm();
  const apply = (reply: Envelope<RankingView>, status: string) => {
    if (reply.ok) {
      setSites(reply.data.sites);
      form.setStatus(status);
    } else form.setError(reply.error);
  };
  const [loadFailed, setLoadFailed] = useState(false);
  // A page that could not load says so at its top, with "Try again" (App.tsx remounts this section then).
  useEffect(() => {
    void send('ranking.get', {}).then((reply) => (reply.ok ? setSites(reply.data.sites) : setLoadFailed(true)));
  }, []);

  const remove = (host: string) => {
    form.clear();
    void form
      .run(() => send('ranking.set', { host, rule: null }))
      .then((reply) => apply(reply, t('options_rankingRemoved')));
  };
  const importFile = async (input: HTMLInputElement) => {
    form.clear();
    const file = input.files?.[0];
    input.value = '';
    const text = file && (await readPicked(file));
    if (text === undefined) return form.setProblem(t('options_rankingBadFile'));
    const read = readGoggleFile(text);
    setRefused(read.refused);
    const reply = await form.run(() => send('ranking.replace', { sites: read.sites }));
    apply(reply, t('options_rankingImported', read.sites.length));
  };

  const { sent, dropped } = compileRanking(sites ?? []);
  return (
    <section class="options-section" aria-busy={form.busy}>
      <h2>{t('options_rankingHeading')}</h2>
      <p>{t('options_rankingIntro')}</p>
      {sites === undefined ? (
        <p class="options-note">{t(loadFailed ? 'options_rankingUnavailable' : 'loading')}</p>
      ) : sites.length === 0 ? (
        <p class="options-note">{t('options_rankingNone')}</p>
      ) : (
        <>
          <p class="options-note">{t('options_rankingSent', [sent.length, sites.length])}</p>
          <ul class="options-goggles" aria-label={t('options_rankingList')}>
            {sites.map(({ host, rule }) => (
              <li key={host}>
                <span class="options-goggle-url">{host}</span>
                <span>{t(RULE_NAMES[rule])}</span>
                <button
                  type="button"
                  aria-label={t('options_rankingRemoveLabel', host)}
                  disabled={form.busy}
                  onClick={() => remove(host)}
                >
                  {t('options_rankingRemove')}
                </button>
              </li>
            ))}
          </ul>
          {dropped.length > 0 && (
            <>
              <p class="options-note">{t('options_rankingDropped')}</p>
              <SiteList sites={dropped} label={t('options_rankingDropped')} />
            </>
          )}
        </>
      )}
      <p class="options-actions">
        <button type="button" disabled={!sites || sites.length === 0} onClick={() => downloadGoggle(sites ?? [])}>
          {t('options_rankingExport')}
        </button>
        <label class="options-file">
          {t('options_rankingImport')}
          <input
            type="file"
            accept=".goggle,text/plain"
            disabled={form.busy || sites === undefined}
            onChange={(event) => void importFile(event.currentTarget)}
          />
        </label>
      </p>
      {form.problem && <p class="options-problem">{form.problem}</p>}
      {refused.length > 0 && (
        <>
          <h3>{t('options_rankingRefusedHeading')}</h3>
          <ul>
            {refused.map(({ line, reason }) => (
              <li key={line}>{t(REFUSALS[reason], line)}</li>
            ))}
          </ul>
        </>
      )}
      <FormOutcome form={form} />
    </section>
  );
}
