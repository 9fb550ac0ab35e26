/**
 * The options page's labelled controls, one pattern for every form: help text, a problem and any other notes are tied
 * to the control by aria-describedby; `FormOutcome` shows what an attempt ended with (use-form.ts).
 */
import type { ComponentChildren, Ref } from 'preact';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import type { Choice } from '@/components/common/choice-names';
import type { Form } from './use-form';

interface FieldFrame {
  id: string;
  label: string;
  help?: string;
  problem?: string;
  /** Ids of other elements that describe the control (a note outside the field). */
  notes?: readonly string[];
}

const describedBy = ({ id, help, problem, notes = [] }: FieldFrame): string | undefined =>
  [...notes, help && `${id}-help`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;

function Field({ frame, children }: { frame: FieldFrame; children: ComponentChildren }) {
  return (
    <div class="options-field">
      <label for={frame.id}>{frame.label}</label>
      {children}
      {frame.help && (
        <p id={`${frame.id}-help`} class="options-note">
          {frame.help}
        </p>
      )}
      {frame.problem && (
        <p id={`${frame.id}-problem`} role="alert" class="options-problem">
          {frame.problem}
        </p>
      )}
    </div>
  );
}

/** A text, address or secret input; `action` (a button) sits on the same line. */
export function TextField(
  props: FieldFrame & {
    value: string;
    type?: 'text' | 'url' | 'password';
    autoComplete?: string;
    maxLength?: number;
    disabled?: boolean;
    inputRef?: Ref<HTMLInputElement>;
    action?: ComponentChildren;
    onInput: (value: string) => void;
  },
) {
  const input = (
    <input
      ref={props.inputRef}
      id={props.id}
      // Preact types an input's attributes per `type`; text, url and password take the same ones here.
      type={(props.type ?? 'text') as 'text'}
      autoComplete={props.autoComplete ?? 'off'}
      spellcheck={false}
      autoCapitalize={props.type === 'password' ? 'off' : undefined}
      maxLength={props.maxLength}
      value={props.value}
      disabled={props.disabled}
      aria-invalid={props.problem ? 'true' : undefined}
      aria-describedby={describedBy(props)}
      onInput={(e) => props.onInput(e.currentTarget.value)}
    />
  );
  return (
    <Field frame={props}>
      {props.action ? (
        <div class="options-inline">
          {input}
          {props.action}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** What the last attempt of a form ended with: its status line and, if it failed, the error with its actions. */
export function FormOutcome({ form }: { form: Pick<Form, 'status' | 'error'> }) {
  return (
    <>
      <p role="status" class="options-status">
        {form.status}
      </p>
      {form.error && <ErrorNotice onOptionsPage error={form.error} />}
    </>
  );
}

export function SelectField(
  props: FieldFrame & { value: string; choices: readonly Choice[]; onChange: (value: string) => void },
) {
  return (
    <Field frame={props}>
      <select
        id={props.id}
        value={props.value}
        aria-describedby={describedBy(props)}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function NumberField(
  props: FieldFrame & { value: string; min: number; max: number; onChange: (value: string) => void },
) {
  return (
    <Field frame={props}>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        value={props.value}
        aria-invalid={props.problem ? 'true' : undefined}
        aria-describedby={describedBy(props)}
        onInput={(e) => props.onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

/** A small set of exclusive options as radio buttons in a fieldset. */
export function RadioGroup(props: {
  name: string;
  legend: string;
  value: string;
  choices: readonly Choice[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset class="options-field options-radios" disabled={props.disabled}>
      <legend>{props.legend}</legend>
      {props.choices.map((c) => (
        <label key={c.value} class="options-radio">
          <input
            type="radio"
            name={props.name}
            value={c.value}
            checked={props.value === c.value}
            onChange={() => props.onChange(c.value)}
          />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}

/** One yes/no preference, with its help text under it. */
export function CheckboxField(props: {
  id: string;
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div class="options-field options-span options-checkbox">
      <label>
        <input
          id={props.id}
          type="checkbox"
          checked={props.checked}
          aria-describedby={props.help ? `${props.id}-help` : undefined}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />{' '}
        {props.label}
      </label>
      {props.help && (
        <p id={`${props.id}-help`} class="options-note">
          {props.help}
        </p>
      )}
    </div>
  );
}
