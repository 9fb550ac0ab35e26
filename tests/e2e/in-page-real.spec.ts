/**
 * "Find places on this page" on real saved pages (tests/e2e/pages/real-pages.ts: news articles with their own heavy
 * markup, and a megabyte of real pages), not on pages made for the test: each place's count in the panel is what a
 * reader sees (the name's whole-word occurrences in the page's rendered text, `innerText`, read in the page before
 * Scout came), and closing the panel gives the page back byte for byte.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuClick, openPage } from './pages/in-page';
import type { ScoutPanel } from './pages/panel';
import { readerCounts, REAL_PAGE_PLACES, realPages, SCRIPTLESS_CSP } from './pages/real-pages';

const LOOKING = 'Looking on this page…';

/**
 * Name → "on this page" line of each card, once none is still looking. Right after the menu click the host's frame may
 * not have navigated yet (no panel to read): that is "no cards yet", not a failure.
 */
async function statuses(panel: ScoutPanel): Promise<Record<string, string>> {
  const read = () =>
    panel
      .inPanel(function () {
        return [...this.querySelectorAll<HTMLElement>('li[data-place-id]')].map((li) => [
          (li.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? '').trim(),
          (li.querySelector('.scout-panel-place-status')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ]);
      })
      .catch((): string[][] => []);
  await expect
    .poll(async () => {
      const cards = await read();
      return cards.length > 0 && cards.every(([, status]) => status !== '' && !status!.includes(LOOKING));
    })
    .toBe(true);
  return Object.fromEntries(await read());
}

/** The whole document as markup: doctype, <html> with its attributes, and everything in it. */
const documentMarkup = (page: Page) => page.evaluate(() => new XMLSerializer().serializeToString(document));

const countIn = (status: string | undefined) =>
  /Highlighted (\d+) times/.exec(status ?? '')?.[1] ?? (status?.includes('Not found on this page') ? '0' : status);

for (const real of realPages()) {
  test(`${real.name}: each place's count is what a reader sees, and the page comes back byte for byte`, async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    test.slow(real.bytes > 500_000, 'a megabyte of markup, on a machine shared with other test runs');
    await useKey('demo-ai');
    const url = pages.set(`/real-${real.bytes}`, real.html, { 'Content-Security-Policy': SCRIPTLESS_CSP });
    const { page, panel, tabId } = await openPage(context, serviceWorker, url);
    const before = await documentMarkup(page);
    const seen = await readerCounts(page);
    // The page names every place where a reader sees it (and may name them in parts a reader does not see).
    expect(seen.every((count) => count > 0)).toBe(true);
    expect(seen.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(real.named);

    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    const status = await statuses(panel);
    REAL_PAGE_PLACES.forEach((name, index) => expect(countIn(status[name]), name).toBe(String(seen[index])));
    const { markers } = await panel.marks();
    expect(markers).toHaveLength(seen.reduce((sum, count) => sum + count, 0));

    await panel.close();
    expect(await documentMarkup(page)).toBe(before);
  });
}
