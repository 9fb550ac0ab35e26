/**
 * Your ranking (issue 39, point 2) on the results tab opened from the address bar: a result's menu blocks its site,
 * whose results leave the page at once without a new search; the next search sends one inline Goggle with
 * `$discard,site=<host>` (read from the emulator's request log), and shows nothing of that host.
 */
import AxeBuilder from '@axe-core/playwright';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { openResultsForUser } from './pages/results';

const webSearches = (emulator: RunningEmulator) =>
  emulator.requests().filter((request) => request.endpoint === 'web/search');

test('a result’s menu blocks its site: gone at once, unbilled; the next search’s goggles hold $discard and site=<host>, and none of its results', async ({
  context,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const page = await context.newPage();
  await openResultsForUser(page, extensionId, '?q=coffee');
  const tab = new PopupPage(page);
  await tab.waitForResults();
  const searches = webSearches(emulator).length;
  expect(webSearches(emulator).at(-1)?.query.goggles).toBeUndefined();

  const firstLink = tab.resultLinks.first();
  const host = new URL((await firstLink.getAttribute('href'))!).hostname;
  const ofHost = page.locator(`.app-results .scout-result[data-site="${host}"]`);
  expect(await ofHost.count()).toBeGreaterThan(0);

  // The keyboard: Enter on the button opens the menu on its first item, Block.
  const button = page.getByRole('button', { name: `More actions for ${host}` }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `More actions for ${host}` });
  await expect(menu.getByRole('menuitemradio', { name: 'Block this site' })).toBeFocused();
  // The open menu is axe-clean in both schemes (the menu button pattern, its items' names, contrast).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).include('.app-results').analyze();
    expect(
      violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
      colorScheme,
    ).toEqual([]);
  }
  await expect(menu.getByRole('menuitemradio', { name: 'Block this site' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(ofHost).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `${host} is blocked` })).toBeAttached();
  // Hiding asked the API nothing.
  expect(webSearches(emulator).length).toBe(searches);

  await tab.search('coffee beans');
  await tab.waitForResults();
  await expect.poll(() => webSearches(emulator).length).toBe(searches + 1);
  const goggles = (webSearches(emulator).at(-1)?.query.goggles ?? []).join('\n');
  expect(goggles).toContain('$discard');
  expect(goggles).toContain(`site=${host}`);
  expect(await tab.resultLinks.count()).toBeGreaterThan(0);
  for (const href of await tab.resultLinks.evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  ))
    expect(new URL(href).hostname).not.toBe(host);

  // The options list the site with its rule, axe-clean; Remove takes it out of the list.
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const item = page.getByRole('list', { name: 'Your sites and their rules' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(host);
  await expect(item).toContainText('Blocked');
  await expect(page.getByText('Sent with every search: 1 of 1 sites.')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('button', { name: `Remove ${host}` }).click();
  await expect(page.getByText(/^No sites yet\./)).toBeVisible();
});
