/**
 * The search app's keys, in every host: `/` goes to the search box; ArrowDown/ArrowUp (and `j`/`k` outside a text
 * field) move through the search box, then each result link in order; Enter opens the focused link (the browser's
 * own); Esc goes back to the box. Tab still walks every control as usual: the rest are shortcuts for the one list
 * people scan.
 */

/** Where ArrowDown (+1) or ArrowUp (-1) moves focus from `current`, or undefined to leave the key alone. */
export function arrowTarget<T>(stops: readonly T[], current: unknown, direction: 1 | -1): T | undefined {
  const index = stops.indexOf(current as T);
  if (index === -1) return undefined;
  return stops[index + direction];
}

/**
 * The stops inside `root`: the search box first, then the title links of the results, or of the tab shown (a
 * vertical's, verticals/VerticalPanel.tsx: its links, or its image tiles). A tab's panel that is hidden has none.
 */
export function arrowStops(root: ParentNode): HTMLElement[] {
  const box = root.querySelector<HTMLElement>('input[type="search"]');
  const links = Array.from(
    root.querySelectorAll<HTMLElement>(
      '.app-results a.scout-result-title, .app-vertical a.scout-result-title, .app-vertical .scout-image-tile',
    ),
  ).filter((link) => link.closest('[hidden]') === null);
  return box ? [box, ...links] : links;
}

/** A field where letters are text, not shortcuts. */
const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)));

export function arrowDirection(event: KeyboardEvent): 1 | -1 | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  if (event.key === 'ArrowDown') return 1;
  if (event.key === 'ArrowUp') return -1;
  if (isTextField(event.target)) return undefined;
  if (event.key === 'j') return 1;
  if (event.key === 'k') return -1;
  return undefined;
}

/** `/` outside a text field: the key that takes you to the search box on most search pages. */
export const isSearchKey = (event: KeyboardEvent): boolean =>
  event.key === '/' && !event.altKey && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
