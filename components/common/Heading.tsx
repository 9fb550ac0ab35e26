/** A heading whose level is a prop, so shared components nest correctly in the popup, the panel and the options page. */
import { h, type ComponentChildren } from 'preact';

export type Level = 1 | 2 | 3 | 4 | 5 | 6;

export const below = (level: Level, by = 1): Level => Math.min(6, level + by) as Level;

export function Heading({
  level,
  id,
  class: className,
  children,
}: {
  level: Level;
  id?: string;
  class?: string;
  children: ComponentChildren;
}) {
  return h(`h${level}`, { id, class: className }, children);
}
