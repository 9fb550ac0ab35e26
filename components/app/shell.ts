/**
 * The search box the page's HTML draws, which the browser focuses before any script runs (scripts/build/search-shell.ts
 * puts it there): the app takes it over. What was typed in it, and where the caret was, go to the app's own box, so a
 * user who types at once loses nothing. The shell goes in the task that renders the app: no frame shows the page
 * without a box. The shell has no form: an Enter pressed before the app started (a few milliseconds) does nothing.
 */
import { MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';

export interface Typed {
  text: string;
  start: number;
  end: number;
}

/** Empties `root` of the shell and returns what was typed in its box (undefined: nothing, or no shell). */
export function takeOverShell(root: HTMLElement): Typed | undefined {
  const box = root.querySelector<HTMLInputElement>('input[type=search]');
  root.replaceChildren();
  if (!box || box.value === '') return undefined;
  // The shell's box has no maxlength of its own: the app's rule (limits.ts) cuts it as the app's box would have.
  const text = box.value.slice(0, MAX_QUERY_CHARS);
  return {
    text,
    start: Math.min(box.selectionStart ?? text.length, text.length),
    end: Math.min(box.selectionEnd ?? text.length, text.length),
  };
}
