/**
 * "Copy" under an AI answer in the popup (issue 25): Markdown with the numbered citations and their URLs; "Copy link"
 * on the results page: its address, which holds the search.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { openResultsForUser } from './pages/results';

/** What the page writes is recorded on its way to the real clipboard (whose read permission an extension origin
 * cannot be granted here). */
const recordClipboard = (context: BrowserContext) =>
  context.addInitScript(() => {
    const clipboard = navigator.clipboard;
    if (!clipboard) return;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) => {
      (window as any).__copied = text;
      return write(text);
    };
  });

test('copies the finished summary as Markdown, its [n] markers matching the numbered sources with their URLs', async ({
  context,
  openPopup,
  useKey,
}) => {
  await recordClipboard(context);
  await useKey('demo-ai');
  const page = await openPopup();
  const popup = new PopupPage(page);
  await popup.search('coffee in Lisbon');
  await popup.waitForFinalSummary();
  const copy = popup.summary.getByRole('button', { name: 'Copy', exact: true });
  await copy.click();
  await expect(popup.summary.getByText('Copied as Markdown, with its sources.')).toBeVisible();
  const markdown: string = await page.evaluate(() => (window as any).__copied);
  const body = await popup.summaryBody.innerText();
  // The answer's words are there, and every [n] marker has its numbered source with an http(s) URL.
  expect(markdown).toContain(
    body
      .split('\n')[0]!
      .replace(/\[\d+\]/g, '')
      .trim()
      .slice(0, 20),
  );
  const [text, sources] = markdown.split('\nSources:\n');
  const markers = [...new Set([...text!.matchAll(/\[(\d+)\]/g)].map((m) => m[1]))];
  expect(markers.length).toBeGreaterThan(0);
  for (const n of markers) expect(sources).toMatch(new RegExp(`^- \\[${n}\\] .+ — <https?://[^>\\s]+>$`, 'm'));
});

test('"Copy link" on the results page copies its address, which opens the same search again', async ({
  context,
  extensionId,
  useKey,
  emulator,
}) => {
  await recordClipboard(context);
  await useKey('demo-search');
  const page = await context.newPage();
  // Opened for the user (a pass, as the address bar's Enter gives it): the address alone would wait for a click (A13).
  await openResultsForUser(page, extensionId, '?q=python+tutorial&freshness=pw', {
    q: 'python tutorial',
    page: 0,
    filters: { freshness: 'pw' },
  });
  const results = new PopupPage(page);
  await results.waitForResults();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link: string = await page.evaluate(() => (window as any).__copied);
  expect(link).toBe(page.url());
  expect(Object.fromEntries(new URL(link).searchParams)).toEqual({ q: 'python tutorial', freshness: 'pw' });
  // Opened again, the link shows the same search, from Scout's cache: nothing billed again.
  const again = await context.newPage();
  await again.goto(link);
  await new PopupPage(again).waitForResults();
  await expect(again.getByRole('searchbox', { name: 'Search' })).toHaveValue('python tutorial');
  expect(emulator.stats().keys['demo-search']?.endpoints['web/search']?.billed).toBe(1);
});
