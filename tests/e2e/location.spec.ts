/**
 * "Your location for places": set in the options page, sent by the background as X-Loc-* headers with searches (and
 * as coordinates with place look-ups), and shown back as distances the popup can sort by. What Scout sent is
 * recorded on the test's side (context.route sees the service worker's requests); the emulator is not changed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';
import { PopupPage } from './pages/popup';

/** Berlin's centre, as the emulator knows it: "coffee" with no city finds Berlin's cafés near it. */
const BERLIN = { latitude: 52.520_008, longitude: 13.404_954 };

/** The request headers (lower-case names) of every call to an API path, in order. */
async function recordHeaders(context: BrowserContext, path: 'web/search' | 'local/pois') {
  const seen: Record<string, string>[] = [];
  await context.route(`**/res/v1/${path}?**`, async (route) => {
    seen.push(await route.request().allHeaders());
    await route.continue();
  });
  return seen;
}

const locationSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Your location for places', exact: true }) });

async function storedLocation(page: Page): Promise<unknown> {
  const local = await new OptionsPage(page).storage('local');
  return (local.settings as { location?: unknown } | undefined)?.location;
}

/** Distances of the place cards, in km, in the order shown ("1.2 km away"). */
async function shownDistances(popup: PopupPage): Promise<number[]> {
  const texts = await popup.places.locator('.scout-place-distance').allTextContents();
  return texts.map((text) => Number(/([\d.]+)\s*km/.exec(text.replace(/,/g, ''))?.[1]));
}

test('"Use this city": Berlin, DE is saved, said back, and sent as X-Loc headers with a search for "coffee"', async ({
  context,
  openOptions,
  openPopup,
  useKey,
}) => {
  await useKey('demo-pro');
  const page = await openOptions();
  const section = locationSection(page);
  await expect(
    section.getByText('No location is sent: a search without a place name finds no places near you.'),
  ).toBeVisible();
  await section.getByRole('radio', { name: 'Use this city' }).check();
  await section.getByLabel('City', { exact: true }).fill('Berlin');
  await section.getByLabel('Country', { exact: true }).selectOption('DE');
  await section.getByRole('button', { name: 'Save location' }).click();
  await expect(section.getByRole('status')).toHaveText('Location saved.');
  await expect(section.getByText('Each search sends: city Berlin, country DE.')).toBeVisible();
  await expect(section).toContainText('It goes only to the search API, with your searches');
  expect(await storedLocation(page)).toEqual({ mode: 'city', city: 'Berlin', country: 'DE' });

  const searches = await recordHeaders(context, 'web/search');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee');
  await popup.waitForResults();
  expect(searches).toHaveLength(1);
  expect(searches[0]).toMatchObject({ 'x-loc-city': 'Berlin', 'x-loc-country': 'DE' });
  expect(searches[0]).not.toHaveProperty('x-loc-lat');
  // The emulator places a user who names Berlin there (its A36): "coffee" alone finds Berlin's cafés, with distances.
  await popup.waitForPlaces();
  await expect(popup.placeCards.first()).toContainText('Berlin');
  await expect(popup.placeCards.first()).toContainText(/\d km away/);
});

test('a typed "München" is sent as "Munchen", and the page says so before anything is searched', async ({
  context,
  openOptions,
  openPopup,
  useKey,
}) => {
  await useKey('demo-pro');
  const page = await openOptions();
  const section = locationSection(page);
  await section.getByRole('radio', { name: 'Use this city' }).check();
  await section.getByLabel('City', { exact: true }).fill('München');
  await section.getByLabel('Country', { exact: true }).selectOption('DE');
  await section.getByRole('button', { name: 'Save location' }).click();
  await expect(section.getByText('Each search sends: city Munchen, country DE.')).toBeVisible();

  const searches = await recordHeaders(context, 'web/search');
  const popup = new PopupPage(await openPopup());
  await popup.search('bakery');
  await popup.waitForResults();
  expect(searches[0]).toMatchObject({ 'x-loc-city': 'Munchen' });
});

test('"Ask the browser": the position is sent with searches and place look-ups, cards show distances, and sort by them', async ({
  context,
  openOptions,
  openPopup,
  useKey,
}) => {
  await useKey('demo-pro');
  // Chrome cannot grant an extension origin alone (opaque to the DevTools protocol): every origin, this test only.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(BERLIN);
  const page = await openOptions();
  const section = locationSection(page);
  await section.getByRole('radio', { name: 'Ask the browser' }).check();
  await section.getByRole('button', { name: 'Use my position' }).click();
  await expect(
    section.getByText('Each search, and each look-up of place details, sends: latitude 52.52, longitude 13.4.'),
  ).toBeVisible();
  await expect(section.getByText(/^Position taken .*\d/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Update position' })).toBeVisible();
  expect(await storedLocation(page)).toMatchObject({ mode: 'browser', lat: 52.52, long: 13.4 });

  const searches = await recordHeaders(context, 'web/search');
  const lookups = await recordHeaders(context, 'local/pois');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee');
  await popup.waitForResults();
  await popup.waitForPlaces();
  expect(searches[0]).toMatchObject({ 'x-loc-lat': '52.52', 'x-loc-long': '13.4' });
  expect(searches[0]).not.toHaveProperty('x-loc-city');
  expect(lookups.length).toBeGreaterThan(0);
  for (const headers of lookups) expect(headers).toMatchObject({ 'x-loc-lat': '52.52', 'x-loc-long': '13.4' });

  await expect(popup.placeCards.first()).toContainText(/\d km away/);
  const more = popup.page.getByRole('button', { name: /^Show all \d+ places$/ });
  if (await more.isVisible()) await more.click();
  const sort = popup.places.getByRole('button', { name: 'Sort by distance' });
  await expect(sort).toHaveAttribute('aria-pressed', 'false');
  const apiOrder = await shownDistances(popup);
  expect(apiOrder.length).toBeGreaterThanOrEqual(2);
  await sort.click();
  await expect(sort).toHaveAttribute('aria-pressed', 'true');
  const nearestFirst = await shownDistances(popup);
  expect(nearestFirst).toEqual([...apiOrder].sort((a, b) => a - b));
  await sort.click();
  expect(await shownDistances(popup)).toEqual(apiOrder);
});

test('"Ask the browser" refused: a clear sentence, nothing saved, the city kept', async ({ openOptions, useKey }) => {
  await useKey('demo-pro');
  const page = await openOptions();
  const section = locationSection(page);
  await section.getByRole('radio', { name: 'Use this city' }).check();
  await section.getByLabel('City', { exact: true }).fill('Lisbon');
  await section.getByLabel('Country', { exact: true }).selectOption('PT');
  await section.getByRole('button', { name: 'Save location' }).click();
  await expect(section.getByText('Each search sends: city Lisbon, country PT.')).toBeVisible();

  // No permission granted: headless Chromium answers its own prompt with "denied".
  await section.getByRole('radio', { name: 'Ask the browser' }).check();
  await section.getByRole('button', { name: 'Use my position' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'The browser did not let Scout use your position. Nothing was saved; the previous setting stays.',
  );
  await expect(section.getByText('Each search sends: city Lisbon, country PT.')).toBeVisible();
  expect(await storedLocation(page)).toEqual({ mode: 'city', city: 'Lisbon', country: 'PT' });
});

test('no axe violations with the location section open, problems shown, in light and dark mode', async ({
  openOptions,
  useKey,
}) => {
  await useKey('demo-pro');
  const page = await openOptions();
  const section = locationSection(page);
  await section.getByRole('radio', { name: 'Use this city' }).check();
  await section.getByLabel('Postal code (optional)').fill('10115!');
  await section.getByRole('button', { name: 'Save location' }).click();
  await expect(section.getByText('Type the city’s name.')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
    const results = await new AxeBuilder({ page }).analyze();
    const found = results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(found, `${colorScheme} mode`).toEqual([]);
  }
});
