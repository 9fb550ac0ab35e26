/**
 * Arrow-key movement through the popup: the search box, then each result link in order. Tab still walks every
 * control as usual; the arrows are a shortcut for the one list people scan.
 */

/** Where ArrowDown (+1) or ArrowUp (-1) moves focus from `current`, or undefined to leave the key alone. */
export function arrowTarget<T>(stops: readonly T[], current: unknown, direction: 1 | -1): T | undefined {
  const index = stops.indexOf(current as T);
  if (index === -1) return undefined;
  return stops[index + direction];
}

/** The stops inside `root`: the search box first, then the title links of the web results. */
export function arrowStops(root: ParentNode): HTMLElement[] {
  const box = root.querySelector<HTMLElement>('input[type="search"]');
  const links = Array.from(root.querySelectorAll<HTMLElement>('.popup-results a.scout-result-title'));
  return box ? [box, ...links] : links;
}

export function arrowDirection(event: KeyboardEvent): 1 | -1 | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  if (event.key === 'ArrowDown') return 1;
  if (event.key === 'ArrowUp') return -1;
  return undefined;
}
