/**
 * The API base URL, for a proxy or the local emulator. A new origin is reached only after the user grants it here:
 * `permissions.request` is called synchronously inside the click (user-gesture rule), before anything is awaited.
 */
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/ErrorNotice';
import { t } from '@/utils/i18n';
import { send } from '@/utils/messaging/client';
import type { PlainError } from '@/utils/messaging/protocol';
import { DEFAULT_API_BASE_URL } from '@/utils/settings/choices';
import { requestHostAccess } from '@/components/host-access';
import { checkBaseUrl, DEFAULT_ORIGIN, needsPermission } from './base-url';
import type { Settings } from './useOptionsData';
import { baseUrlProblemText } from './validation';

export interface AdvancedSectionProps {
  /** The address in use; undefined while the page loads. */
  baseUrl?: string;
  onSaved: (settings: Settings) => void;
}

/** Must run inside the user's click, before any await. A refusal, or an origin the manifest cannot ask for, is `false`. */
export function requestOrigin(origin: string): Promise<boolean> {
  return needsPermission(origin) ? requestHostAccess(origin) : Promise.resolve(true);
}

export function AdvancedSection({ baseUrl, onSaved }: AdvancedSectionProps) {
  const [draft, setDraft] = useState(baseUrl ?? '');
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<PlainError>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (baseUrl !== undefined) setDraft(baseUrl);
  }, [baseUrl]);

  const apply = async (url: string, origin: string, granted: Promise<boolean>) => {
    setBusy(true);
    const allowed = await granted;
    if (!allowed) {
      setBusy(false);
      return setStatus(t('options_baseUrlRefused', [origin, baseUrl ?? DEFAULT_API_BASE_URL]));
    }
    const reply = await send('settings.update', { patch: { apiBaseUrl: url } });
    setBusy(false);
    if (reply.ok) {
      onSaved(reply.data);
      setStatus(t('options_baseUrlSaved', reply.data.apiBaseUrl));
    } else if (reply.error.kind === 'badRequest') {
      setProblem(baseUrlProblemText('invalid'));
    } else {
      setError(reply.error);
    }
  };

  const reset = () => {
    setProblem(undefined);
    setError(undefined);
    setStatus('');
    setDraft(DEFAULT_API_BASE_URL);
    void apply(DEFAULT_API_BASE_URL, DEFAULT_ORIGIN, Promise.resolve(true));
  };

  const save = (event: Event) => {
    event.preventDefault();
    setProblem(undefined);
    setError(undefined);
    setStatus('');
    const check = checkBaseUrl(draft);
    if (!check.ok) return setProblem(baseUrlProblemText(check.reason));
    void apply(check.url, check.origin, requestOrigin(check.origin));
  };

  const describedBy = ['options-base-url-help', problem && 'options-base-url-problem'].filter(Boolean).join(' ');
  return (
    <section class="options-section">
      <h2>{t('options_advancedHeading')}</h2>
      <form class="options-field" onSubmit={save} noValidate>
        <label for="options-base-url">{t('options_baseUrl')}</label>
        <input
          id="options-base-url"
          type="url"
          spellcheck={false}
          autoComplete="off"
          value={draft}
          // Not before the address in use is in: loading it would overwrite what was typed meanwhile.
          disabled={baseUrl === undefined}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={describedBy}
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
        <p id="options-base-url-help" class="options-note">
          {t('options_baseUrlHelp', DEFAULT_API_BASE_URL)}
        </p>
        {problem && (
          <p id="options-base-url-problem" role="alert" class="options-problem">
            {problem}
          </p>
        )}
        <div class="options-actions">
          <button type="submit" class="options-primary" disabled={busy || baseUrl === undefined}>
            {t('options_baseUrlSave')}
          </button>
          <button type="button" onClick={reset} disabled={busy || baseUrl === undefined}>
            {t('options_baseUrlDefault')}
          </button>
        </div>
      </form>
      <p class="options-note">{t('options_baseUrlInUse', baseUrl ?? '…')}</p>
      <p role="status" class="options-status">
        {status}
      </p>
      {error && <ErrorNotice onOptionsPage error={error} />}
    </section>
  );
}
