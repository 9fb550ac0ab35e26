/**
 * The one pattern every options form follows: an attempt first clears what the last one said; the form is busy
 * while the background works; the outcome is a status line, a problem tied to a field, or an error shown with its
 * actions (`FormOutcome` in fields.tsx renders the status line and the error).
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useState } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import type { Settings, SettingsPatch } from '@/utils/contract/settings-schema';

export function useForm() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<PlainError>();
  return {
    busy,
    problem,
    status,
    error,
    setProblem,
    setStatus,
    setError,
    clear() {
      setProblem(undefined);
      setError(undefined);
      setStatus('');
    },
    /** Runs one request with the form busy around it. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      setBusy(true);
      try {
        return await work();
      } finally {
        setBusy(false);
      }
    },
  };
}

export type Form = ReturnType<typeof useForm>;

export interface SaveOutcome {
  onSaved: (settings: Settings) => void;
  /** The status line once saved (from the settings as the background stored them, where it names a value). */
  saved: string | ((settings: Settings) => string);
  /** The background refused a value ("badRequest"): the page's own checks let something through. */
  rejected: () => void;
}

/** Saves a settings patch; any error other than a refused value is shown with its actions. True once saved. */
export async function saveSettings(form: Form, patch: SettingsPatch, outcome: SaveOutcome): Promise<boolean> {
  const reply = await form.run(() => send('settings.update', { patch }));
  if (reply.ok) {
    outcome.onSaved(reply.data);
    form.setStatus(typeof outcome.saved === 'string' ? outcome.saved : outcome.saved(reply.data));
    return true;
  }
  if (reply.error.kind === 'badRequest') outcome.rejected();
  else form.setError(reply.error);
  return false;
}
