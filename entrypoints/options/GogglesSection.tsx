/**
 * Saved Goggles: add one by its address, remove one. Each change is saved at once; the popup's filters offer them
 * and send the chosen one with each search.
 */
import { useState } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { MAX_GOGGLES, normaliseGoggleUrl } from '@/utils/ui-safe/settings/goggles';
import { FormOutcome, TextField } from './fields';
import { saveSettings, useForm } from './use-form';
import type { Settings } from '@/utils/contract/settings-schema';

export interface GogglesSectionProps {
  /** The saved Goggles; undefined while the page loads. */
  goggles?: readonly string[];
  onSaved: (settings: Settings) => void;
}

const FIELD = 'options-goggle-url';

export function GogglesSection({ goggles, onSaved }: GogglesSectionProps) {
  const [draft, setDraft] = useState('');
  const form = useForm();
  const { busy } = form;
  const full = goggles !== undefined && goggles.length >= MAX_GOGGLES;

  const save = (next: string[], saved: string) =>
    saveSettings(
      form,
      { goggles: next },
      // The background checks the same rules; a refusal here means the address slipped past the page's own check.
      { onSaved, saved, rejected: () => form.setProblem(t('options_goggleBad')) },
    );

  const add = async (event: Event) => {
    event.preventDefault();
    form.clear();
    if (!goggles) return;
    const url = normaliseGoggleUrl(draft);
    if (url === undefined) return form.setProblem(t('options_goggleBad'));
    if (goggles.includes(url)) return form.setProblem(t('options_goggleDuplicate'));
    if (await save([...goggles, url], t('options_goggleAdded'))) setDraft('');
  };

  const remove = (url: string) => {
    form.clear();
    if (goggles)
      void save(
        goggles.filter((each) => each !== url),
        t('options_goggleRemoved'),
      );
  };

  return (
    <section class="options-section">
      <h2>{t('options_gogglesHeading')}</h2>
      <p>{t('options_gogglesIntro')}</p>
      {goggles === undefined ? (
        <p class="options-note">{t('loading')}</p>
      ) : goggles.length === 0 ? (
        <p class="options-note">{t('options_gogglesNone')}</p>
      ) : (
        <ul class="options-goggles" aria-label={t('options_gogglesList')}>
          {goggles.map((url) => (
            <li key={url}>
              <span class="options-goggle-url">{url}</span>
              <button
                type="button"
                aria-label={t('options_goggleRemoveLabel', url)}
                disabled={busy}
                onClick={() => remove(url)}
              >
                {t('options_goggleRemove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate>
        <TextField
          id={FIELD}
          type="url"
          label={t('options_goggleUrl')}
          help={full ? t('options_gogglesFull', MAX_GOGGLES) : t('options_goggleUrlHelp', MAX_GOGGLES)}
          problem={form.problem}
          value={draft}
          disabled={full}
          onInput={setDraft}
          action={
            <button type="submit" class="options-primary" disabled={busy || full || goggles === undefined}>
              {t('options_goggleAdd')}
            </button>
          }
        />
      </form>
      <FormOutcome form={form} />
    </section>
  );
}
