/**
 * The box an error is shown in: its sentences, then a button for each thing the user can do. ErrorNotice.tsx fills it
 * from an error's kind; components/app/lazy.tsx uses it directly, in every first paint, which ErrorNotice's table of
 * sentences and its date formatting would otherwise join (bench/budgets.json).
 */
import type { ComponentChildren } from 'preact';

export interface ErrorAction {
  label: string;
  /** Gets the click, so a caller can act only on a real user's (`isTrusted`) one. */
  onClick: (event: Event) => void;
}

export function Notice({ children, actions = [] }: { children: ComponentChildren; actions?: readonly ErrorAction[] }) {
  return (
    <div class="scout-error" role="alert">
      {children}
      {actions.length > 0 && (
        <div class="scout-error-actions">
          {actions.map((action) => (
            <button key={action.label} type="button" onClick={action.onClick}>
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
