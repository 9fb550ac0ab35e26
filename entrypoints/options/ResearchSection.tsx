/**
 * "Research": the limits every research starts with (its searches, rounds and seconds), each within the API's range
 * (utils/ui-safe/settings/research.ts). They bound what a research may run and so the most it can cost, which the
 * "Research" button shows before it starts.
 */
import { useState } from 'preact/hooks';
import type { Settings } from '@/utils/contract/settings-schema';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import {
  clampResearchLimits,
  RESEARCH_LIMIT_NAMES,
  RESEARCH_LIMITS,
  type ResearchLimitName,
  type ResearchLimits,
} from '@/utils/ui-safe/settings/research';
import { FormOutcome, NumberField } from './fields';
import { saveSettings, useForm } from './use-form';
import { parseWholeNumber } from './validation';

const LABELS: Record<ResearchLimitName, MessageKey> = {
  queries: 'options_researchQueries',
  iterations: 'options_researchIterations',
  seconds: 'options_researchSeconds',
};

type Draft = Record<ResearchLimitName, string>;
/** Clamped: settings from a worker of another version may lack the field. */
const toDraft = (stored: ResearchLimits | undefined): Draft => {
  const limits = clampResearchLimits(stored);
  return { queries: String(limits.queries), iterations: String(limits.iterations), seconds: String(limits.seconds) };
};

export function ResearchSection({ limits, onSaved }: { limits: ResearchLimits; onSaved: (s: Settings) => void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(limits));
  const [problems, setProblems] = useState<Partial<Draft>>({});
  const form = useForm();

  const save = async (event: Event) => {
    event.preventDefault();
    form.clear();
    const parsed = Object.fromEntries(
      RESEARCH_LIMIT_NAMES.map((name) => [name, parseWholeNumber(draft[name], RESEARCH_LIMITS[name])]),
    ) as Record<ResearchLimitName, number | undefined>;
    const bad = RESEARCH_LIMIT_NAMES.filter((name) => parsed[name] === undefined);
    setProblems(
      Object.fromEntries(
        bad.map((name) => [name, t('options_researchBad', [RESEARCH_LIMITS[name].min, RESEARCH_LIMITS[name].max])]),
      ),
    );
    if (bad.length > 0) {
      document.getElementById(`options-research-${bad[0]}`)?.focus();
      return;
    }
    await saveSettings(
      form,
      { research: parsed as ResearchLimits },
      {
        onSaved: (settings) => {
          setDraft(toDraft(settings.research));
          onSaved(settings);
        },
        saved: t('options_researchSaved'),
        rejected: () => form.setProblem(t('options_prefsRejected')),
      },
    );
  };

  return (
    <section class="options-section">
      <h2>{t('options_researchHeading')}</h2>
      <p class="options-note">{t('options_researchIntro')}</p>
      <form class="options-grid" onSubmit={save} noValidate>
        {RESEARCH_LIMIT_NAMES.map((name) => (
          <NumberField
            key={name}
            id={`options-research-${name}`}
            label={t(LABELS[name])}
            help={t('options_researchRange', [RESEARCH_LIMITS[name].min, RESEARCH_LIMITS[name].max])}
            problem={problems[name]}
            value={draft[name]}
            min={RESEARCH_LIMITS[name].min}
            max={RESEARCH_LIMITS[name].max}
            onChange={(value) => {
              setDraft((current) => ({ ...current, [name]: value }));
              form.setStatus('');
            }}
          />
        ))}
        <div class="options-actions options-span">
          <button type="submit" class="options-primary" disabled={form.busy}>
            {t('options_researchSave')}
          </button>
        </div>
      </form>
      {form.problem && (
        <p role="alert" class="scout-error">
          {form.problem}
        </p>
      )}
      <FormOutcome form={form} />
    </section>
  );
}
