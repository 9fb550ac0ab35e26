/**
 * A one-off watch in a page, set up before the action it times: resolves with the animation frame (the page's
 * performance.now()) that paints the DOM once every selector in `present` matches and none in `absent` does. The page
 * tells when (a MutationObserver), so nothing polls the page while it works. Used for the results tab's verticals and
 * ranking (results-tab-timings.ts) and the options' Spending section (spending-timings.ts).
 */
import type { Page } from '@playwright/test';

export interface Condition {
  present?: string[];
  absent?: string[];
}

/** Starts watching; the returned function waits for the frame that painted the condition met (page ms). */
export async function watchFor(page: Page, condition: Condition, timeoutMs = 20_000): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ present = [], absent = [], timeoutMs }) => {
      (window as any).__benchWatch = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`not met within ${timeoutMs} ms: ${JSON.stringify({ present, absent })}`));
        }, timeoutMs);
        const observer = new MutationObserver(() => {
          // No named function in here: tsx would name it through a helper the page does not have.
          if (
            !present.every((s) => document.querySelector(s) !== null) ||
            !absent.every((s) => document.querySelector(s) === null)
          )
            return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now()));
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
    { ...condition, timeoutMs },
  );
  return () => page.evaluate(() => (window as any).__benchWatch as Promise<number>);
}
