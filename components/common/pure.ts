/**
 * A component drawn again only when one of its props is a different value: preact/compat's `memo` without compat,
 * whose module would cost every page's first paint (components/app/lazy.tsx avoids its `lazy` for the same reason).
 * What a component below holds in its own state (a hook) still draws it again. Used for the rows of an answer: a
 * change of ranking draws the answer again, and only the rows whose data changed need to be.
 */
import { createElement, type FunctionComponent } from 'preact';

function propsChanged(this: { props: Record<string, unknown> }, next: Record<string, unknown>): boolean {
  const before = this.props;
  for (const name in next) if (next[name] !== before[name]) return true;
  for (const name in before) if (!(name in next)) return true;
  return false;
}

/** `component`, drawn again only when a prop changed; its own type kept (a generic row stays generic). */
export function pure<C extends FunctionComponent<never>>(component: C): C {
  // Preact calls a function component with its instance as `this`, where compat's memo sets the same hook.
  function Pure(this: { shouldComponentUpdate?: unknown }, props: object) {
    this.shouldComponentUpdate = propsChanged;
    return createElement(component, props as never);
  }
  return Pure as unknown as C;
}
