/**
 * The results' tabs (All · News · Videos · Images, components/app/verticals/) on the results tab opened from the
 * address bar: each vertical asks its own endpoint once (the emulator's request log), going back to a tab already
 * loaded asks nothing, the tab lives in the URL (a reload shows it from the cache), the keys, the image preview, and
 * axe in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { openResultsForUser } from './pages/results';

const billed = (emulator: RunningEmulator) => emulator.stats().keys['demo-pro']?.billed ?? 0;
const asked = (emulator: RunningEmulator, endpoint: string) =>
  emulator.requests().filter((request) => request.endpoint === endpoint).length;
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function openCoffee(page: Page, extensionId: string) {
  await openResultsForUser(page, extensionId, '?q=coffee');
  await new PopupPage(page).waitForResults();
}

test('tabs All, News, Videos and Images: each vertical asked once, back to All bills nothing, the tab in the URL', async ({
  context,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const page = await context.newPage();
  await openCoffee(page, extensionId);
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['All', 'News', 'Videos', 'Images']);
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  const afterWeb = billed(emulator);

  await tab(page, 'Images').click();
  await expect(tab(page, 'Images')).toHaveAttribute('aria-selected', 'true');
  const tiles = page.locator('.scout-image-grid img');
  await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(10);
  expect(asked(emulator, 'images/search')).toBe(1);
  await expect(page.getByText('Moderate is asked as Strict')).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('images');

  // ←/→ move between the tabs; Enter chooses.
  await tab(page, 'Images').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'News')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'News' })).toBeVisible();
  expect(asked(emulator, 'news/search')).toBe(1);
  expect(asked(emulator, 'videos/search')).toBe(0);
  const billedVerticals = billed(emulator);
  expect(billedVerticals).toBe(afterWeb + 2);

  const requests = emulator.requests().length;
  await tab(page, 'All').click();
  await expect(new PopupPage(page).resultLinks.first()).toBeVisible();
  await tab(page, 'Images').click();
  await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(10);
  await tab(page, 'All').click();
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  expect(emulator.requests().length).toBe(requests);
  expect(billed(emulator)).toBe(billedVerticals);

  // A reload shows the tab of the URL again, from the cache.
  await tab(page, 'News').click();
  await page.reload();
  await expect(tab(page, 'News')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'News' })).toBeVisible();
  expect(billed(emulator)).toBe(billedVerticals);
});

test('the image preview (source page, size, ←/→, Esc) and axe in light and dark on News and Images', async ({
  context,
  extensionId,
  useKey,
}) => {
  await useKey('demo-pro');
  const page = await context.newPage();
  await openCoffee(page, extensionId);
  await tab(page, 'News').click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'News' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect((await new AxeBuilder({ page }).analyze()).violations, `news, ${colorScheme}`).toEqual([]);
  }

  await tab(page, 'Images').click();
  const tiles = page.locator('.scout-image-tile');
  await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(10);
  await tiles.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Open the page on / })).toHaveAttribute('href', /^https?:\/\//);
  await expect(dialog.getByText(/^\d[\d,]* × \d[\d,]* pixels$/)).toBeVisible();
  await expect(dialog).toContainText('2 of');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('3 of');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect((await new AxeBuilder({ page }).analyze()).violations, `preview, ${colorScheme}`).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tiles.nth(1)).toBeFocused();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect((await new AxeBuilder({ page }).analyze()).violations, `images, ${colorScheme}`).toEqual([]);
  }
});
