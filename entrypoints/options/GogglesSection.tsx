/**
 * Saved Goggles: add one by its address, remove one. Each change is saved at once; the popup's filters offer them
 * and send the chosen one with each search.
 */
import { useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/ErrorNotice';
import { t } from '@/utils/i18n';
import { send } from '@/utils/messaging/client';
import type { PlainError } from '@/utils/messaging/protocol';
import { MAX_GOGGLES, normaliseGoggleUrl } from '@/utils/settings/goggles';
import type { Settings } from './useOptionsData';

export interface GogglesSectionProps {
  /** The saved Goggles; undefined while the page loads. */
  goggles?: readonly string[];
  onSaved: (settings: Settings) => void;
}

const FIELD = 'options-goggle-url';

export function GogglesSection({ goggles, onSaved }: GogglesSectionProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<PlainError>();
  const [busy, setBusy] = useState(false);
  const full = goggles !== undefined && goggles.length >= MAX_GOGGLES;

  const save = async (next: string[], done: string) => {
    setBusy(true);
    const reply = await send('settings.update', { patch: { goggles: next } });
    setBusy(false);
    if (reply.ok) {
      onSaved(reply.data);
      setStatus(done);
      return true;
    }
    // The background checks the same rules; a refusal here means the address slipped past the page's own check.
    if (reply.error.kind === 'badRequest') setProblem(t('options_goggleBad'));
    else setError(reply.error);
    return false;
  };

  const add = async (event: Event) => {
    event.preventDefault();
    setProblem(undefined);
    setError(undefined);
    setStatus('');
    if (!goggles) return;
    const url = normaliseGoggleUrl(draft);
    if (url === undefined) return setProblem(t('options_goggleBad'));
    if (goggles.includes(url)) return setProblem(t('options_goggleDuplicate'));
    if (await save([...goggles, url], t('options_goggleAdded'))) setDraft('');
  };

  const remove = (url: string) => {
    setProblem(undefined);
    setError(undefined);
    if (goggles)
      void save(
        goggles.filter((each) => each !== url),
        t('options_goggleRemoved'),
      );
  };

  const describedBy = [`${FIELD}-help`, problem && `${FIELD}-problem`].filter(Boolean).join(' ');
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
      <form class="options-field" onSubmit={add} noValidate>
        <label for={FIELD}>{t('options_goggleUrl')}</label>
        <div class="options-inline">
          <input
            id={FIELD}
            type="url"
            spellcheck={false}
            autoComplete="off"
            value={draft}
            disabled={full}
            aria-invalid={problem ? 'true' : undefined}
            aria-describedby={describedBy}
            onInput={(e) => setDraft(e.currentTarget.value)}
          />
          <button type="submit" class="options-primary" disabled={busy || full || goggles === undefined}>
            {t('options_goggleAdd')}
          </button>
        </div>
        <p id={`${FIELD}-help`} class="options-note">
          {full ? t('options_gogglesFull', MAX_GOGGLES) : t('options_goggleUrlHelp', MAX_GOGGLES)}
        </p>
        {problem && (
          <p id={`${FIELD}-problem`} role="alert" class="options-problem">
            {problem}
          </p>
        )}
      </form>
      <p role="status" class="options-status">
        {status}
      </p>
      {error && <ErrorNotice onOptionsPage error={error} />}
    </section>
  );
}
