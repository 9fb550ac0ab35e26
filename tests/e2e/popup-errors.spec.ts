/**
 * Every failure the emulator can produce, as the popup shows it: a sentence that says what to do, and the action
 * that does it (open the options, retry, or wait for an automatic retry).
 */
import { DEMO_PLANS, type RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';
import { PopupPage } from './pages/popup';

const billed = (emulator: RunningEmulator, key: string) => emulator.stats().keys[key]?.billed ?? 0;

test('without a key the popup says so at once, and "Open options" opens the options page', async ({
  context,
  openPopup,
  useKey,
}) => {
  await useKey(null);
  const popup = new PopupPage(await openPopup());
  await expect(popup.alert).toContainText('No API key is set yet');
  const [options] = await Promise.all([
    context.waitForEvent('page'),
    popup.alert.getByRole('button', { name: 'Open options' }).click(),
  ]);
  await expect(options).toHaveURL(/\/options\.html/);
});

test('an invalid key: the search says the key was rejected and leads to the options page', async ({
  context,
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('not-a-key');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee in Lisbon');
  await expect(popup.alert).toContainText('The API key was rejected');
  await expect(popup.alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  const [options] = await Promise.all([
    context.waitForEvent('page'),
    popup.alert.getByRole('button', { name: 'Open options' }).click(),
  ]);
  await expect(options).toHaveURL(/\/options\.html/);
  expect(emulator.stats().totals.billed).toBe(0);
});

test('demo-capped: the spend cap is explained, with no pointless Retry', async ({ openPopup, useKey }) => {
  await useKey('demo-capped');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee in Lisbon');
  await expect(popup.alert).toContainText('Your monthly spending limit has been reached.');
  await expect(popup.page.getByText(/Raise your spending limit in the Brave Search API dashboard/)).toBeVisible();
  await expect(popup.page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('demo-quota: after its last searches the quota is used up, and the popup says when it resets', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-quota');
  const popup = new PopupPage(await openPopup());
  for (const query of ['french press coffee', 'ramen tokyo', 'museums berlin']) {
    await popup.search(query);
    await popup.waitForResults();
    await expect(popup.resultLinks.first()).toBeVisible();
  }
  await popup.search('black holes event horizon');
  await expect(popup.alert).toContainText('The monthly quota of your API plan is used up.');
  await expect(popup.alert).toContainText('The limit resets on');
  await expect(popup.page.getByText(/Searches work again when the monthly quota resets/)).toBeVisible();
  expect(billed(emulator, 'demo-quota')).toBe(3);
});

test('demo-quota: after an upgrade, "Verify key" in the options asks again, and searches work at once', async ({
  context,
  openPopup,
  useKey,
  emulator,
}) => {
  const plan = DEMO_PLANS['demo-quota']!;
  try {
    emulator.updateSettings({ plans: { 'demo-quota': { ...plan, monthlyUsedAtStart: plan.monthlyQuota } } });
    await useKey('demo-quota');
    const popup = new PopupPage(await openPopup());
    await popup.search('french press coffee');
    await expect(popup.alert).toContainText('The monthly quota of your API plan is used up.');
    await expect(popup.alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    const [page] = await Promise.all([
      context.waitForEvent('page'),
      popup.alert.getByRole('button', { name: 'Open options' }).click(),
    ]);

    // The user raises the plan's quota in the dashboard; the month has not turned.
    emulator.updateSettings({ plans: { 'demo-quota': { ...plan, monthlyQuota: 20_000 } } });
    const options = new OptionsPage(page);
    await options.verifyButton().click();
    await expect(options.planStatus()).toHaveText('The key works. Billed searches for this check: 1.');

    await popup.page.bringToFront();
    await popup.search('ramen tokyo');
    await expect(popup.resultLinks.first()).toBeVisible();
    await expect(popup.alert).toHaveCount(0);
    expect(billed(emulator, 'demo-quota')).toBe(2);
  } finally {
    emulator.updateSettings({ plans: { 'demo-quota': plan } });
  }
});

test('rate limited: a visible countdown, then an automatic retry that succeeds', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  // One more 429 than the client's own retries, so the popup sees the limit.
  emulator.queueFault({ path: 'web/search', fault: 'rate-limit', times: 4 });
  const popup = new PopupPage(await openPopup());
  await popup.search('french press coffee');
  await expect(popup.alert).toContainText('Too many requests');
  await expect(popup.page.getByText(/^Retrying in \d+ s$/)).toBeVisible();
  await expect(popup.resultLinks.first()).toBeVisible({ timeout: 15_000 });
  await expect(popup.alert).toHaveCount(0);
  expect(emulator.stats().keys['demo-pro']?.endpoints['web/search']?.faults).toBe(4);
  expect(billed(emulator, 'demo-pro')).toBe(1);
});

for (const { name, fault, times, sentence } of [
  {
    name: 'server 5xx (after the client’s retries)',
    fault: { fault: 'status', status: 503 },
    times: 4,
    sentence: 'The search service has a problem',
  },
  { name: 'malformed JSON', fault: { fault: 'malformed-json' }, times: 1, sentence: 'the answer could not be read' },
  {
    name: 'an HTML page instead of JSON',
    fault: { fault: 'html' },
    times: 1,
    sentence: 'the answer could not be read',
  },
  { name: 'connection reset (offline)', fault: { fault: 'reset' }, times: 4, sentence: 'You seem to be offline' },
]) {
  test(`${name}: the error says so, and Retry works`, async ({ openPopup, useKey, emulator }) => {
    await useKey('demo-pro');
    emulator.queueFault({ path: 'web/search', ...fault, times });
    const popup = new PopupPage(await openPopup());
    await popup.search('french press coffee');
    await expect(popup.alert).toContainText(sentence, { timeout: 15_000 });
    await popup.alert.getByRole('button', { name: 'Retry' }).click();
    await expect(popup.resultLinks.first()).toBeVisible();
    await expect(popup.alert).toHaveCount(0);
    expect(billed(emulator, 'demo-pro')).toBe(1);
  });
}

test('a hung request times out at the client, and Retry works', async ({ openPopup, useKey, emulator }) => {
  test.setTimeout(60_000);
  await useKey('demo-pro');
  emulator.queueFault({ path: 'web/search', fault: 'hang', times: 1 });
  const popup = new PopupPage(await openPopup());
  await popup.search('french press coffee');
  await expect(popup.results).toHaveAttribute('aria-busy', 'true');
  await expect(popup.page.getByRole('status')).toHaveText('Searching…');
  await expect(popup.alert).toContainText('took too long', { timeout: 30_000 });
  await popup.alert.getByRole('button', { name: 'Retry' }).click();
  await expect(popup.resultLinks.first()).toBeVisible();
});

test('no results: the popup says there are none for that query', async ({ openPopup, useKey }) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  await popup.search('qqxjzv wwpfkq');
  await expect(popup.results).toContainText('No results for “qqxjzv wwpfkq”.');
  await expect(popup.resultLinks).toHaveCount(0);
});

test('places whose details fail show the basic cards, an error, and a Retry that fills them in', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  emulator.queueFault({ path: 'local/pois', fault: 'status', status: 503, times: 4 });
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee in Lisbon');
  await expect(popup.places.getByRole('alert')).toContainText('The search service has a problem', { timeout: 15_000 });
  await expect(popup.placeCards.first()).toBeVisible();
  await expect(popup.places).not.toContainText('Loading details…');
  await popup.places.getByRole('button', { name: 'Retry' }).click();
  await popup.waitForPlaces();
  await expect(popup.places.getByRole('alert')).toHaveCount(0);
  await expect(popup.placeCards.first().getByRole('heading', { name: 'About this place', exact: true })).toBeVisible();
});

test('a summary the summarizer cannot write says so, without a billed restart or a pointless Retry', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  const popup = new PopupPage(await openPopup());
  await popup.search('unsummarizable coffee');
  await expect(popup.summary.getByRole('alert')).toContainText('No summary is available for this search.');
  await expect(popup.summary).toHaveAttribute('aria-busy', 'false');
  await expect(popup.summary.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(popup.resultLinks.first()).toBeVisible();
  expect(billed(emulator, 'demo-ai')).toBe(1);
});

for (const { name, fault } of [
  { name: 'added latency', fault: { fault: 'latency', ms: 1_500 } },
  { name: 'a slow trickle', fault: { fault: 'trickle' } },
]) {
  test(`${name}: the results section shows its progress, then the results`, async ({ openPopup, useKey, emulator }) => {
    await useKey('demo-pro');
    emulator.updateSettings({ trickleChunkBytes: 256, trickleIntervalMs: 20 });
    emulator.queueFault({ path: 'web/search', ...fault });
    const popup = new PopupPage(await openPopup());
    await popup.search('french press coffee');
    await expect(popup.page.locator('section[aria-busy="true"]').getByText('Searching…')).toBeVisible();
    await expect(popup.resultLinks.first()).toBeVisible({ timeout: 15_000 });
    await expect(popup.page.locator('section.app-results')).toHaveAttribute('aria-busy', 'false');
  });
}
