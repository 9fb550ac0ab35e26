/**
 * The API base URL, for a proxy or the local emulator. A new origin is reached only after the user grants it here:
 * `permissions.request` is called synchronously inside the click (user-gesture rule), before anything is awaited.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { checkBaseUrl, DEFAULT_API_BASE_URL } from '@/utils/ui-safe/settings/base-url';
import { requestHostAccess } from '@/components/errors/host-access';
import { DEFAULT_ORIGIN, needsPermission, originOf, releaseOrigin } from './base-url';
import { FormOutcome, TextField } from './fields';
import { saveSettings, useForm } from './use-form';
import type { Settings } from '@/utils/contract/settings-schema';
import { baseUrlProblemText } from './validation';

export interface AdvancedSectionProps {
  /** The address in use; undefined while the page loads. */
  baseUrl?: string;
  onSaved: (settings: Settings) => void;
}

/** Must run inside the user's click, before any await. A refusal, or an origin the manifest cannot ask for, is `false`. */
function requestOrigin(origin: string): Promise<boolean> {
  return needsPermission(origin) ? requestHostAccess(origin) : Promise.resolve(true);
}

export function AdvancedSection({ baseUrl, onSaved }: AdvancedSectionProps) {
  const [draft, setDraft] = useState(baseUrl ?? '');
  const form = useForm();
  useEffect(() => {
    if (baseUrl !== undefined) setDraft(baseUrl);
  }, [baseUrl]);

  const apply = async (url: string, origin: string, granted: Promise<boolean>) => {
    const previous = originOf(baseUrl);
    const allowed = await form.run(() => granted);
    if (!allowed) return form.setStatus(t('options_baseUrlRefused', [origin, baseUrl ?? DEFAULT_API_BASE_URL]));
    const saved = await saveSettings(
      form,
      { apiBaseUrl: url },
      {
        onSaved,
        saved: (settings) => t('options_baseUrlSaved', settings.apiBaseUrl),
        rejected: () => form.setProblem(baseUrlProblemText('invalid')),
      },
    );
    if (saved) releaseOrigin(previous, origin);
  };

  const reset = () => {
    form.clear();
    setDraft(DEFAULT_API_BASE_URL);
    void apply(DEFAULT_API_BASE_URL, DEFAULT_ORIGIN, Promise.resolve(true));
  };

  const save = (event: Event) => {
    event.preventDefault();
    form.clear();
    const check = checkBaseUrl(draft);
    if (!check.ok) return form.setProblem(baseUrlProblemText(check.reason));
    void apply(check.url, check.origin, requestOrigin(check.origin));
  };

  const loading = baseUrl === undefined;
  return (
    <section class="options-section">
      <h2>{t('options_advancedHeading')}</h2>
      <form onSubmit={save} noValidate>
        <TextField
          id="options-base-url"
          type="url"
          label={t('options_baseUrl')}
          help={t('options_baseUrlHelp', DEFAULT_API_BASE_URL)}
          problem={form.problem}
          value={draft}
          // Not before the address in use is in: loading it would overwrite what was typed meanwhile.
          disabled={loading}
          onInput={setDraft}
        />
        <div class="options-actions">
          <button type="submit" class="options-primary" disabled={form.busy || loading}>
            {t('options_baseUrlSave')}
          </button>
          <button type="button" onClick={reset} disabled={form.busy || loading}>
            {t('options_baseUrlDefault')}
          </button>
        </div>
      </form>
      <p class="options-note">{t('options_baseUrlInUse', baseUrl ?? '…')}</p>
      <FormOutcome form={form} />
    </section>
  );
}
