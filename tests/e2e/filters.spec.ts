/**
 * The popup's newer filters against the emulator, end to end: a Goggle saved in the options and chosen in the
 * popup, result types unticked, and a custom date range, each seen in the web search the background sends.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

const GOGGLE = 'https://goggles.example/lists/tech.goggle';
const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** axe-core in light and dark mode, as rule id → offending elements. */
async function violations(page: Page) {
  const found = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).analyze();
    found.push(
      ...results.violations.map((v) => ({ colorScheme, rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    );
  }
  return found;
}

test('a saved Goggle, unticked result types and a custom range reach the API as goggles, result_filter and freshness', async ({
  context,
  openOptions,
  openPopup,
  useKey,
}) => {
  await useKey('demo-pro');
  // The service worker's requests, as sent (the emulator keeps counts, not parameters).
  const searches: URLSearchParams[] = [];
  await context.route('**/res/v1/web/search**', async (route: Route) => {
    searches.push(new URL(route.request().url()).searchParams);
    await route.continue();
  });
  const lastSearch = () => searches.at(-1)!;

  const options = await openOptions();
  const address = options.getByLabel('Address of a hosted Goggle', { exact: true });
  await address.fill('javascript:alert(1)');
  await options.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(options.getByRole('alert')).toHaveText('Use an https:// address of a hosted Goggle.');
  await address.fill(GOGGLE);
  await options.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(options.getByRole('list', { name: 'Saved Goggles' })).toContainText(GOGGLE);
  expect(await violations(options)).toEqual([]);
  await options.close();

  const popup = new PopupPage(await openPopup());
  const page = popup.page;
  // A label's name includes the value of the control inside it ("Goggle None"): names are matched from their start.
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel(/^Goggle/).selectOption({ label: 'goggles.example › tech.goggle' });
  await popup.search('python tutorial');
  await popup.waitForResults();
  expect(searches).toHaveLength(1);
  expect(lastSearch().getAll('goggles')).toEqual([GOGGLE]);
  expect(lastSearch().has('result_filter')).toBe(false);

  await page.getByRole('checkbox', { name: 'News', exact: true }).uncheck();
  await expect.poll(() => searches.length).toBe(2);
  await page.getByRole('checkbox', { name: 'Videos', exact: true }).uncheck();
  await expect.poll(() => searches.length).toBe(3);
  expect(lastSearch().get('result_filter')).toBe('web,discussions,faq,infobox,locations,query,summarizer');
  expect(lastSearch().getAll('goggles')).toEqual([GOGGLE]);
  await popup.waitForResults();

  const from = utcDay(Date.now() - 30 * DAY_MS);
  const to = utcDay(Date.now() - DAY_MS);
  await page.getByLabel(/^Time/).selectOption({ label: 'Custom range…' });
  await page.getByLabel(/^From/).fill(from);
  await page.getByLabel(/^To/).fill(utcDay(Date.now() + 2 * DAY_MS));
  await expect(page.getByRole('alert')).toHaveText('Choose dates up to today (UTC).');
  expect(searches).toHaveLength(3);
  // Everything the filters can show at once: the Goggle choice, unticked types, the dates and their problem.
  expect(await violations(page)).toEqual([]);
  await page.getByLabel(/^To/).fill(to);
  await expect.poll(() => searches.length).toBe(4);
  expect(lastSearch().get('freshness')).toBe(`${from}to${to}`);
  expect(lastSearch().get('result_filter')).toBe('web,discussions,faq,infobox,locations,query,summarizer');
  expect(lastSearch().getAll('goggles')).toEqual([GOGGLE]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
