/** axe-core on the popup in light and dark mode: with a full answer shown, and with errors and notes shown. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

/** Violations as rule id → offending elements, so a failure names what to fix. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

async function expectNoViolationsInBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
    expect(await violations(page), `${colorScheme} mode`).toEqual([]);
  }
}

test('no axe violations with results, places and a final summary shown, in light and dark mode', async ({
  openPopup,
  useKey,
}) => {
  await useKey('demo-ai');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee in Lisbon');
  await popup.waitForResults();
  await popup.waitForFinalSummary();
  await popup.waitForPlaces();
  // Open everything that is collapsed, so axe sees it too.
  await popup.page.getByText('Filters', { exact: true }).click();
  await popup.summary.getByText('Sources and mentions', { exact: true }).click();
  await popup.page.getByRole('button', { name: /^Show all \d+ places$/ }).click();
  await expect(popup.placeCards).not.toHaveCount(3);
  await expectNoViolationsInBothSchemes(popup.page);
});

test('no axe violations with an error shown, in light and dark mode', async ({ openPopup, useKey }) => {
  await useKey('not-a-key');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee in Lisbon');
  await expect(popup.alert).toContainText('The API key was rejected');
  await expectNoViolationsInBothSchemes(popup.page);
});

test('no axe violations with plan notes and a section error shown, in light and dark mode', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-free');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee in Lisbon');
  await expect(popup.page.getByText('Your API plan does not include AI summaries.')).toBeVisible();
  await expectNoViolationsInBothSchemes(popup.page);

  await useKey('demo-pro');
  emulator.queueFault({ path: 'local/pois', fault: 'status', status: 503, times: 4 });
  await popup.search('ramen tokyo');
  await expect(popup.places.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  await expectNoViolationsInBothSchemes(popup.page);
});
