/**
 * The results page opened as Scout opens it for the user's own action (the address bar's Enter, the popup's "Open in a
 * tab"): with a one-time pass the background wrote for its search (utils/worker/background/results-pass.ts, A13). An
 * address alone, as another extension or a bookmark opens it, searches nothing until the user clicks
 * (tests/e2e/results-open.spec.ts).
 */
import type { Page } from '@playwright/test';

declare const chrome: any;

/**
 * Goes to `results.html<query>` with a pass for `search`, the search the page reads from `query` (by default its `q`
 * alone: what a query with no filter, or only ones the page drops, asks for).
 */
export async function openResultsForUser(
  page: Page,
  extensionId: string,
  query: string,
  search: { q: string; page: number; filters: object } = {
    q: new URLSearchParams(query).get('q')!,
    page: 0,
    filters: {},
  },
): Promise<void> {
  const origin = `chrome-extension://${extensionId}`;
  // Only Scout's own pages may ask for a pass.
  if (!page.url().startsWith(`${origin}/`)) await page.goto(`${origin}/results.html`);
  const reply = await page.evaluate(
    (search) => chrome.runtime.sendMessage({ type: 'results.pass', data: { search } }),
    search,
  );
  await page.goto(`${origin}/results.html${query}&pass=${reply.data.pass}`);
}
