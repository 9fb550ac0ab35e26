/** One labelled drop-down of the popup's filters. */
import type { Choice } from '@/components/common/choice-names';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onPick: (value: T) => void;
}

export function FilterSelect<T extends string>({ label, value, choices, onPick }: FilterSelectProps<T>) {
  return (
    <label class="app-filter">
      <span>{label}</span>
      <select value={value} onChange={(event) => onPick(event.currentTarget.value as T)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
