/**
 * Keys in the tab list (the ARIA tabs pattern, manual activation): ←/→ move focus to the previous or next tab
 * (wrapping), Home/End to the first or last; Enter or Space chooses it. Choosing is left to the user, not to the
 * arrows: a vertical not loaded yet is a billed request, and passing over a tab must not pay for it.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
