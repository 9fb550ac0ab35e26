/**
 * Opening hours in the popup, with the emulator sending them as the real service does (emulator/assumptions.ts A13:
 * today only in `current_day`, left out on a closed day). Both clocks are set to a fixed instant in Lisbon (UTC+0 in
 * January), where Tasca da Sardinha serves lunch and dinner and closes on Mondays, and Jardim da Estrela opens
 * 06:00–22:00 every day.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { resetWorldClock, setWorldClock } from './pages/world-clock';

const FRIDAY_13H = Date.UTC(2026, 0, 16, 13);
const MONDAY_13H = Date.UTC(2026, 0, 19, 13);

const card = (popup: PopupPage, name: string): Locator =>
  popup.placeCards.filter({ has: popup.page.getByRole('heading', { name, exact: true }) });
/** The row of the week that says it is today (there must be exactly one). */
const todayRow = (place: Locator): Locator => place.locator('[aria-current="date"]');

test.afterEach(({ emulator }) => resetWorldClock(emulator));

test('a place open today reads "Open now" and shows today\'s split hours on the row marked today', async ({
  openPopup,
  useKey,
  serviceWorker,
  emulator,
}) => {
  await useKey('demo-pro');
  await setWorldClock(serviceWorker, emulator, FRIDAY_13H);
  const popup = new PopupPage(await openPopup());
  await popup.search('restaurants in lisbon');
  await popup.waitForPlaces();

  const tasca = card(popup, 'Tasca da Sardinha');
  await expect(tasca.getByText('Open now', { exact: true })).toBeVisible();
  await expect(todayRow(tasca)).toHaveCount(1);
  await expect(todayRow(tasca).locator('dt')).toHaveText('Friday (today)');
  await expect(todayRow(tasca).locator('dd')).toHaveText('12:00–15:00, 19:00–23:30');
  // The other days come from `days`; Monday, in neither, is closed.
  await expect(tasca.locator('dt', { hasText: 'Saturday' }).locator('+ dd')).toHaveText('12:00–15:30, 19:00–23:30');
  await expect(tasca.locator('dt', { hasText: 'Monday' }).locator('+ dd')).toHaveText('Closed');
});

test('a place closed today reads "Closed now", its row for today says Closed; one open beside it reads "Open now"', async ({
  openPopup,
  useKey,
  serviceWorker,
  emulator,
}) => {
  await useKey('demo-pro');
  await setWorldClock(serviceWorker, emulator, MONDAY_13H);
  const popup = new PopupPage(await openPopup());
  await popup.search('tasca da sardinha lisbon');
  await popup.waitForPlaces();

  const tasca = card(popup, 'Tasca da Sardinha');
  await expect(tasca.getByText('Closed now', { exact: true })).toBeVisible();
  await expect(todayRow(tasca).locator('dt')).toHaveText('Monday (today)');
  await expect(todayRow(tasca).locator('dd')).toHaveText('Closed');
  await expect(tasca.locator('dt', { hasText: 'Friday' }).locator('+ dd')).toHaveText('12:00–15:00, 19:00–23:30');

  const park = card(popup, 'Jardim da Estrela');
  await expect(park.getByText('Open now', { exact: true })).toBeVisible();
  await expect(todayRow(park).locator('dt')).toHaveText('Monday (today)');
  await expect(todayRow(park).locator('dd')).toHaveText('06:00–22:00');
});
