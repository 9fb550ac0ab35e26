/**
 * Billed buttons ("Search", a follow-up, "Get AI answer", Retry) act only on a click the user could see they were
 * making (docs/security-plan.md F8: a page may cover the panel with a `pointer-events: none` top-layer element so the
 * user's real click lands on one). Two checks, both needed:
 * - in Chrome, IntersectionObserver v2 in this frame: `isVisible` is false while anything covers or fades the panel;
 *   Firefox has none, so there this check always passes;
 * - in every browser, the content script's `calm` (entrypoints/in-page/top-layer.ts), asked at the moment of the click
 *   through the background (the page can neither answer nor forge it): no click while the page shows anything in its
 *   top layer (`covered`), nor within 500 ms of the panel appearing or moving, or of a foreign element entering it.
 * A refused click is said so in the panel, with why (`onIgnored`), and nothing is sent.
 */
import type { PanelReplies } from '@/utils/ui-safe/messaging/panel-link';
import { askPage } from './page-link';

type AskCalm = () => Promise<PanelReplies['calm'] | undefined>;
/** Why a click was refused: something covers the panel, or it had just appeared, moved or been disturbed. */
export type Ignored = 'covered' | 'unsettled';

const ignoredListeners = new Set<(why: Ignored) => void>();
let visible = true;

interface VisibilityEntry extends IntersectionObserverEntry {
  isVisible?: boolean;
}

/** Watches `target` (the whole panel) where the browser can tell covered from visible; returns the stop. */
export function watchVisibility(target: Element): () => void {
  const supported =
    typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
  if (!supported) return () => {};
  visible = false;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries as VisibilityEntry[]) visible = entry.isVisible === true;
    },
    // `delay` of at least 100 ms is what v2 requires for `trackVisibility`.
    { trackVisibility: true, delay: 100, threshold: [0] } as IntersectionObserverInit,
  );
  observer.observe(target);
  return () => {
    observer.disconnect();
    visible = true;
  };
}

/** Runs `run` if the click that asked for it is safe to act on; otherwise tells the panel it was ignored. */
export async function guardBilled(run: () => void, askCalm: AskCalm = () => askPage({ type: 'calm' })): Promise<void> {
  const refuse = (why: Ignored) => ignoredListeners.forEach((listener) => listener(why));
  if (!visible) return refuse('covered');
  const reply = await askCalm();
  if (!visible || reply?.covered) return refuse('covered');
  if (!reply?.calm) return refuse('unsettled');
  run();
}

export function onIgnored(listener: (why: Ignored) => void): () => void {
  ignoredListeners.add(listener);
  return () => ignoredListeners.delete(listener);
}
