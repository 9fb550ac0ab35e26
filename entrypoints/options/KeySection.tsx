/**
 * An API key (the search key, or the optional Answers or Autosuggest key): write-only. The field is masked and emptied after a save;
 * the page only ever learns the hint ("…abcd") from the background. What the background refuses is said next to the
 * field.
 */
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { send } from '@/utils/ui-safe/messaging/client';
import type { RequestOf } from '@/utils/contract/protocol';
import type { KeyStatus } from '@/utils/contract/reply-schemas';
import { TextField } from './fields';
import { useForm } from './use-form';
import { keyProblemText, MAX_KEY_INPUT } from './validation';

type KeyName = NonNullable<RequestOf<'key.save'>['which']>;

/** What differs between the keys' sections: their words and element ids. */
const KEYS = {
  search: { id: 'options-key', heading: 'options_keyHeading', label: 'options_keyLabel', intro: undefined },
  answers: {
    id: 'options-answers-key',
    heading: 'options_answersKeyHeading',
    label: 'options_answersKeyLabel',
    intro: 'options_answersKeyIntro',
  },
  suggest: {
    id: 'options-suggest-key',
    heading: 'options_suggestKeyHeading',
    label: 'options_suggestKeyLabel',
    intro: 'options_suggestKeyIntro',
  },
} as const satisfies Record<
  KeyName,
  { id: string; heading: MessageKey; label: MessageKey; intro: MessageKey | undefined }
>;

export interface KeySectionProps {
  /** Default: the search key. */
  which?: KeyName;
  /** More for this key under its field (an optional key's verify step). */
  children?: ComponentChildren;
  /** Undefined while the page loads. */
  status?: KeyStatus;
  /** Where the key is sent: the origin of the current API base URL. */
  origin: string;
  onChanged: (status: KeyStatus) => void;
}

const DASHBOARD_URL = 'https://api-dashboard.search.brave.com/';

function keyStatusText(status: KeyStatus | undefined): string {
  if (!status) return t('loading');
  return status.set && status.hint ? t('options_keySaved', status.hint) : t('options_keyNone');
}

export function KeySection({ which = 'search', status, origin, onChanged, children }: KeySectionProps) {
  const words = KEYS[which];
  // The search key's requests stay as they were before there were two keys.
  const target = which === 'search' ? {} : { which };
  const [draft, setDraft] = useState('');
  const form = useForm();
  const field = useRef<HTMLInputElement>(null);

  const save = async (event: Event) => {
    event.preventDefault();
    if (form.busy) return;
    form.clear();
    if (draft.length > MAX_KEY_INPUT) return form.setProblem(t('options_keyTooLong'));
    const reply = await form.run(() => send('key.save', { key: draft, ...target }));
    if (reply.ok) {
      setDraft('');
      onChanged(reply.data);
    } else if (reply.error.kind === 'badKey') {
      form.setProblem(keyProblemText(reply.error.code, reply.error.message));
      field.current?.focus();
    } else {
      form.setError(reply.error);
    }
  };

  const remove = async () => {
    form.clear();
    const reply = await form.run(() => send('key.remove', target));
    if (!reply.ok) return form.setError(reply.error);
    onChanged(reply.data);
    field.current?.focus();
  };

  return (
    <section class="options-section">
      <h2>{t(words.heading)}</h2>
      {words.intro && <p>{t(words.intro)}</p>}
      <p role="status" class={`options-key-status${status?.set ? ' options-key-set' : ''}`}>
        {keyStatusText(status)}
      </p>
      <form onSubmit={save} noValidate>
        <TextField
          id={words.id}
          type="password"
          label={t(words.label)}
          notes={[`${words.id}-note`]}
          problem={form.problem}
          value={draft}
          inputRef={field}
          onInput={setDraft}
          action={
            <button type="submit" class="options-primary" disabled={form.busy}>
              {t('options_keySave')}
            </button>
          }
        />
      </form>
      <p id={`${words.id}-note`} class="options-note">
        {t('options_keyStorageNote', origin)}
      </p>
      <div class="options-actions">
        <a href={DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
          {t('options_keyDashboard')}
        </a>
        {status?.set && (
          <button type="button" onClick={remove} disabled={form.busy}>
            {t('options_keyRemove')}
          </button>
        )}
      </div>
      {form.error && <ErrorNotice onOptionsPage error={form.error} />}
      {children}
    </section>
  );
}
