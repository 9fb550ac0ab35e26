/**
 * The results' tabs and a result's ranking menu in German (issue 39: "in en and de"), and a vertical's "More results"
 * with its price beside it (issues 37/38), on the results tab with Chromium's UI in German: the German labels, and no
 * English string of those components anywhere on the page's controls (their text and accessible names), checked
 * against the English messages that differ from the German ones.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openResultsForUser } from './pages/results';

test.use({ uiLanguage: 'de' });

type Messages = Record<string, { message: string }>;
const read = (locale: string): Messages =>
  JSON.parse(fs.readFileSync(`public/_locales/${locale}/messages.json`, 'utf8'));
const english = read('en');
const german = read('de');
const de = (key: string) => german[key]!.message;

/**
 * An English message as a pattern: one with placeholders (a site, a count) is a whole label or status, so it must match
 * one whole; one without, a word or words anywhere.
 */
const pattern = (message: string) => {
  const parts = message.split(/\$[A-Z_]+\$/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return parts.length > 1
    ? new RegExp(`^${parts.join('.+')}$`, 'u')
    : new RegExp(`(?<![\\p{L}\\p{N}])${parts[0]}(?![\\p{L}\\p{N}])`, 'u');
};
/**
 * The English messages of the tabs' and the ranking menu's components (VerticalPanel's status and "More results"
 * too) that German says otherwise ("News", "Videos" are both).
 */
const leaks = Object.entries(english)
  .filter(
    ([key, { message }]) =>
      /^(tabs_|rank_|searching$|popup_moreResults$|popup_loadingMore$)/.test(key) && german[key]?.message !== message,
  )
  .map(([key, { message }]) => ({ key, pattern: pattern(message) }));

/**
 * What those components show or name: the tabs, menus, statuses, badges, the tab panel's notes and buttons, the image
 * preview's facts and buttons, every label.
 */
const shown = (page: Page) =>
  page.evaluate(() => [
    ...[
      ...document.querySelectorAll<HTMLElement>(
        [
          '[role="tablist"], [role="menu"], [role="status"], .scout-rank-badge',
          '[role="tabpanel"] > :is(p, button), .app-vertical-action > *',
          // The image preview's own words, not its title.
          '.scout-preview-facts > *, .scout-preview-actions > *',
        ].join(),
      ),
    ].map((element) => element.innerText),
    // An image tile's label is its title, API text.
    ...[...document.querySelectorAll('[aria-label]:not(.scout-image-tile)')].map((e) => e.getAttribute('aria-label')!),
  ]);

async function expectNoEnglish(page: Page): Promise<void> {
  const texts = await shown(page);
  expect(texts.length).toBeGreaterThan(0);
  expect(leaks.filter(({ pattern }) => texts.some((text) => pattern.test(text))).map(({ key }) => key)).toEqual([]);
}

test('in German: the tabs, a result’s ranking menu and its effect, a priced “More results”, the Images tab; no English leaks', async ({
  context,
  extensionId,
  useKey,
}) => {
  await useKey('demo-pro');
  const page = await context.newPage();
  // Its Videos tab offers more results (the emulator's).
  await openResultsForUser(page, extensionId, '?q=python%20tutorial');
  const firstLink = page.locator('.app-answer-main > ul.scout-results > li > a.scout-result-title').first();
  await expect(firstLink).toBeVisible({ timeout: 15_000 });

  const tablist = page.getByRole('tablist', { name: de('tabs_label') });
  await expect(tablist.getByRole('tab')).toHaveText(['Alle', 'News', 'Videos', 'Bilder']);
  await expect(tablist.getByRole('tab', { name: 'Alle', exact: true })).toHaveAttribute('aria-selected', 'true');

  const host = new URL((await firstLink.getAttribute('href'))!).hostname;
  const label = `Weitere Aktionen für ${host}`;
  await page.getByRole('button', { name: label }).first().click();
  const menu = page.getByRole('menu', { name: label });
  await expect(menu.getByRole('menuitemradio')).toHaveText([
    'Diese Website blockieren',
    'Diese Website herabstufen',
    'Diese Website hochstufen',
    'Diese Website oben anheften',
  ]);
  await expectNoEnglish(page);

  await menu.getByRole('menuitemradio', { name: 'Diese Website oben anheften' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${host} steht in Ihren nächsten Suchen oben.` }),
  ).toBeAttached();
  await expect(page.locator('.scout-rank-badge').first()).toHaveText('Angeheftet');
  await page.getByRole('button', { name: label }).first().click();
  await expect(menu.getByRole('menuitemradio', { name: 'Diese Website oben anheften' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(menu.getByRole('menuitem', { name: 'Regel für diese Website entfernen' })).toBeVisible();
  await expectNoEnglish(page);
  await page.keyboard.press('Escape');

  // A vertical's billed button, its price beside it (components/app/verticals/PricedButton.tsx).
  await tablist.getByRole('tab', { name: 'Videos', exact: true }).click();
  const more = page.getByRole('tabpanel').getByRole('button', { name: 'Weitere Ergebnisse', exact: true });
  await expect(more).toHaveAccessibleDescription(/^\$0\.005 für diese Ergebnisseite$/);
  await expectNoEnglish(page);

  await tablist.getByRole('tab', { name: 'Bilder', exact: true }).click();
  await expect(page.locator('.scout-image-grid img').first()).toBeVisible();
  await expect(page.getByText(de('tabs_imagesStrict'))).toBeVisible();
  await expectNoEnglish(page);
  await page.locator('.scout-image-tile').nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button')).toHaveText(['Zurück', 'Weiter', 'Schließen']);
  await expect(dialog.getByText(/^2 von \d+$/)).toBeVisible();
  await expectNoEnglish(page);
});
