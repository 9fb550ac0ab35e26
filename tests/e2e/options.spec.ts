/** The options page against the emulator: the key is write-only, verification costs exactly one search, preferences persist. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';

const SECRET = 'sk-e2e-Qx7v9LmZp2Rb3456';
const DEFAULT_BASE_URL = 'https://api.search.brave.com/res/v1';

const billed = (stats: { keys: Record<string, { billed: number } | undefined> }, key: string) =>
  stats.keys[key]?.billed ?? 0;

test.describe('the key', () => {
  test('is saved with Enter, masked, shown back only as its hint, and leaks nowhere but storage.local', async ({
    openOptions,
    useKey,
    emulator,
  }) => {
    await useKey(null);
    const page = await openOptions();
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    const options = new OptionsPage(page);
    await expect(options.keyStatus()).toHaveText('No key saved');
    await expect(options.keyField()).toHaveAttribute('type', 'password');
    await options.keyField().fill(SECRET);
    await options.keyField().press('Enter');

    await expect(options.keyStatus()).toHaveText('Saved, ending …3456');
    await expect(options.keyField()).toHaveValue('');
    expect((await options.storage('local')).apiKey).toBe(SECRET);
    const leaks = [
      await page.content(),
      JSON.stringify(await options.storage('session')),
      JSON.stringify(await options.storage('sync')),
      console.join('\n'),
    ];
    for (const text of leaks) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SECRET.slice(0, 8));
    }
    await expect(options.keySection).toContainText(
      `stored unencrypted in this browser's extension storage on this device. Scout sends it only to ${emulator.url} (the origin`,
    );
  });

  test('the Save button saves too, and a reload shows the hint of the saved key', async ({ openOptions, useKey }) => {
    await useKey(null);
    const page = await openOptions();
    const options = new OptionsPage(page);
    await options.saveKey('demo-ai');
    await expect(options.keyStatus()).toHaveText('Saved, ending …o-ai');
    await page.reload();
    await expect(options.keyStatus()).toHaveText('Saved, ending …o-ai');
  });

  // One browser for all the cases (each in a fresh options page): a browser's start cost more than each case.
  const badKeys = [
    ['empty', '', 'Paste your API key first.'],
    [
      'with a space',
      'abc def',
      'An API key has no spaces, line breaks or special characters. Copy it again from the API dashboard.',
    ],
    [
      'non-ASCII',
      'schlüssel-1234',
      'An API key has no spaces, line breaks or special characters. Copy it again from the API dashboard.',
    ],
    ['too long', 'k'.repeat(300), 'That is too long to be an API key. Copy it again from the API dashboard.'],
    ['far too long', 'k'.repeat(20_000), 'That is too long to be an API key. Copy it again from the API dashboard.'],
  ] as const;
  test(`is rejected when ${badKeys.map(([name]) => name).join(', ')}, with the reason next to the field`, async ({
    openOptions,
    useKey,
  }) => {
    await useKey(null);
    for (const [name, input, message] of badKeys) {
      await test.step(name, async () => {
        const options = new OptionsPage(await openOptions());
        await expect(options.keyStatus()).toHaveText('No key saved');
        await options.saveKey(input);
        await expect(options.keyProblem()).toHaveText(message);
        await expect(options.keyField()).toHaveAttribute('aria-invalid', 'true');
        const describedBy = (await options.keyField().getAttribute('aria-describedby')) ?? '';
        expect(describedBy.split(' ')).toContain(await options.keyProblem().getAttribute('id'));
        await expect(options.keyStatus()).toHaveText('No key saved');
        expect((await options.storage('local')).apiKey).toBeUndefined();
        await options.page.close();
      });
    }
  });

  test('"Remove key" forgets it, and what was learned with it', async ({ openOptions, useKey, emulator }) => {
    await useKey('demo-ai');
    const page = await openOptions();
    const options = new OptionsPage(page);
    await expect(options.keyStatus()).toHaveText('Saved, ending …o-ai');
    await options.verifyButton().click();
    await expect(options.fact('AI summary')).toHaveText('Yes');
    await options.removeButton().click();

    await expect(options.keyStatus()).toHaveText('No key saved');
    await expect(options.removeButton()).toHaveCount(0);
    await expect(options.keyField()).toBeFocused();
    await expect(options.fact('AI summary')).toHaveCount(0);
    await expect(options.verifyButton()).toBeDisabled();
    await expect(options.planStatus()).toHaveText('Save a key to verify it.');
    const local = await options.storage('local');
    expect(local.apiKey).toBeUndefined();
    expect(local.capabilities).toBeUndefined();
    expect(billed(emulator.stats(), 'demo-ai')).toBe(1);
  });
});

test.describe('verify key', () => {
  test('says beforehand that it is billed as one search', async ({ openOptions, useKey }) => {
    await useKey(null);
    const options = new OptionsPage(await openOptions());
    await expect(options.planSection).toContainText('billed as one search');
    await expect(options.verifyButton()).toBeDisabled();
  });

  const plans = [
    {
      key: 'demo-free',
      places: 'No',
      summary: 'No',
      rate: '1',
      monthly: /^1,999 of 2,000 searches left this month, resets on .+\d/,
    },
    {
      key: 'demo-pro',
      places: 'Yes',
      summary: 'No',
      rate: '20',
      monthly: /^19,999,999 of 20,000,000 searches left this month, resets on .+\d/,
    },
    { key: 'demo-ai', places: 'Yes', summary: 'Yes', rate: '20', monthly: /^No monthly cap$/ },
  ];
  for (const plan of plans) {
    test(`with ${plan.key} shows its capabilities and limits, for exactly one billed search each time`, async ({
      openOptions,
      useKey,
      emulator,
    }) => {
      await useKey(null);
      const page = await openOptions();
      const options = new OptionsPage(page);
      await options.saveKey(plan.key);
      await expect(options.keyStatus()).toHaveText(`Saved, ending …${plan.key.slice(-4)}`);
      await expect(options.fact('Web results')).toHaveText('Not known yet');
      await expect(options.planSection).toContainText('Not known yet. Scout reads them from the API');
      await options.verifyButton().click();

      await expect(options.planStatus()).toHaveText('The key works. Billed searches for this check: 1.');
      await expect(options.fact('Web results')).toHaveText('Yes');
      await expect(options.fact('Places')).toHaveText(plan.places);
      await expect(options.fact('AI summary')).toHaveText(plan.summary);
      await expect(options.fact('Requests per second')).toHaveText(plan.rate);
      await expect(options.fact('This month')).toHaveText(plan.monthly);
      expect(billed(emulator.stats(), plan.key)).toBe(1);

      await options.verifyButton().click();
      await expect(options.planStatus()).toHaveText('The key works. Billed searches for this check: 1.');
      await expect.poll(() => billed(emulator.stats(), plan.key)).toBe(2);

      // A returning user sees the last known figures without spending a search.
      await page.reload();
      await expect(options.fact('Places')).toHaveText(plan.places);
      await expect(options.fact('Requests per second')).toHaveText(plan.rate);
      expect(billed(emulator.stats(), plan.key)).toBe(2);
    });
  }

  for (const { key, sentence } of [
    {
      key: 'not-a-real-key-0000',
      sentence: 'The API key was rejected. Check that you copied the whole key, then save it again.',
    },
    { key: 'demo-capped', sentence: 'Your monthly spending limit has been reached.' },
  ]) {
    test(`with ${key} shows why it failed`, async ({ openOptions, useKey, emulator }) => {
      await useKey(null);
      const options = new OptionsPage(await openOptions());
      await options.saveKey(key);
      await expect(options.keyStatus()).toHaveText(`Saved, ending …${key.slice(-4)}`);
      await options.verifyButton().click();
      await expect(options.planSection.getByRole('alert')).toContainText(sentence);
      await expect(options.planStatus()).toHaveText('');
      expect(emulator.stats().totals.billed).toBe(0);
    });
  }
});

test.describe('preferences', () => {
  test('are saved with "Save preferences" and persist across a reload', async ({ openOptions, useKey }) => {
    await useKey(null);
    const page = await openOptions();
    const options = new OptionsPage(page);
    await page.getByLabel('Country', { exact: true }).selectOption('DE');
    await page.getByLabel('Search language', { exact: true }).selectOption('de');
    await page.getByLabel('Interface language', { exact: true }).selectOption('de-DE');
    await page.getByRole('radio', { name: 'Strict' }).check();
    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.getByLabel('Results per page', { exact: true }).fill('15');
    await page.getByLabel('Cache searches for (minutes)', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(options.prefsSection.getByRole('status')).toHaveText('Preferences saved.');

    await page.reload();
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('DE');
    await expect(page.getByLabel('Search language', { exact: true })).toHaveValue('de');
    await expect(page.getByLabel('Interface language', { exact: true })).toHaveValue('de-DE');
    await expect(page.getByRole('radio', { name: 'Strict' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(page.getByLabel('Results per page', { exact: true })).toHaveValue('15');
    await expect(page.getByLabel('Cache searches for (minutes)', { exact: true })).toHaveValue('0');
    expect((await options.storage('local')).settings).toMatchObject({
      country: 'DE',
      safesearch: 'strict',
      units: 'metric',
      resultsPerPage: 15,
      cacheMinutes: 0,
    });
  });

  const badPreferences = [
    ['Results per page', '25', 'Enter a whole number from 1 to 20.'],
    ['Results per page', '0', 'Enter a whole number from 1 to 20.'],
    ['Cache searches for (minutes)', '2.5', 'Enter a whole number of minutes from 0 to 1440.'],
    ['Cache searches for (minutes)', '', 'Enter a whole number of minutes from 0 to 1440.'],
  ] as const;
  test(`reject ${badPreferences.map(([field, value]) => `${field} = "${value}"`).join(', ')} with a message`, async ({
    openOptions,
    useKey,
  }) => {
    await useKey(null);
    for (const [field, value, message] of badPreferences) {
      await test.step(`${field} = "${value}"`, async () => {
        const page = await openOptions();
        const options = new OptionsPage(page);
        const before = (await options.storage('local')).settings;
        await page.getByLabel(field, { exact: true }).fill(value);
        await page.getByRole('button', { name: 'Save preferences' }).click();
        await expect(options.prefsSection.getByRole('alert')).toHaveText(message);
        await expect(page.getByLabel(field, { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByLabel(field, { exact: true })).toBeFocused();
        await expect(options.prefsSection.getByRole('status')).toHaveText('');
        expect((await options.storage('local')).settings).toEqual(before);
        await page.close();
      });
    }
  });
});

test.describe('API base URL', () => {
  test('is saved after the origin is granted, and Scout then uses it', async ({ openOptions, emulator }) => {
    emulator.reset();
    const page = await openOptions();
    const options = new OptionsPage(page);
    await expect(options.baseUrlField()).toHaveValue(DEFAULT_BASE_URL);
    await options.saveBaseUrl(emulator.baseUrl);
    await expect(options.advancedSection.getByRole('status')).toHaveText(`Saved. Scout now uses ${emulator.baseUrl}.`);
    expect((await options.storage('local')).settings).toMatchObject({ apiBaseUrl: emulator.baseUrl });
    await expect(options.keySection).toContainText(`only to ${emulator.url} (the origin`);

    await options.saveKey('demo-ai');
    await expect(options.keyStatus()).toHaveText('Saved, ending …o-ai');
    await options.verifyButton().click();
    await expect(options.fact('AI summary')).toHaveText('Yes');
    expect(billed(emulator.stats(), 'demo-ai')).toBe(1);

    await page.getByRole('button', { name: 'Use the default' }).click();
    await expect(options.advancedSection.getByRole('status')).toHaveText(`Saved. Scout now uses ${DEFAULT_BASE_URL}.`);
    await expect(options.baseUrlField()).toHaveValue(DEFAULT_BASE_URL);
    expect((await options.storage('local')).settings).toMatchObject({ apiBaseUrl: DEFAULT_BASE_URL });
  });

  const badAddresses = [
    'http://example.com/res/v1',
    'ftp://127.0.0.1/res/v1',
    'not a url',
    'https://user:secret@proxy.example/res/v1',
    'https://proxy.example/res/v1?token=1',
    '',
  ];
  test(`rejects ${badAddresses.map((address) => `"${address}"`).join(', ')}`, async ({
    openOptions,
    useKey,
    emulator,
  }) => {
    await useKey(null);
    for (const address of badAddresses) {
      await test.step(`"${address}"`, async () => {
        const page = await openOptions();
        const options = new OptionsPage(page);
        await expect(options.baseUrlField()).toHaveValue(emulator.baseUrl);
        await options.saveBaseUrl(address);
        await expect(options.advancedSection.getByRole('alert')).toHaveText(
          address === '' ? 'Enter an address, or choose Use the default.' : /^Use an https:\/\/ address/,
        );
        await expect(options.baseUrlField()).toHaveAttribute('aria-invalid', 'true');
        expect((await options.storage('local')).settings).toMatchObject({ apiBaseUrl: emulator.baseUrl });
        await page.close();
      });
    }
  });
});

test.describe('accessibility', () => {
  // Both colour schemes audited at each step of one run through the page (each was a run of its own).
  test('axe finds no violations in light and dark mode, with results and with errors shown', async ({
    openOptions,
    useKey,
  }, testInfo) => {
    await useKey('demo-pro');
    const page = await openOptions();
    const options = new OptionsPage(page);
    const audit = async (name: string) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const shot = testInfo.outputPath(`options-${name}-${colorScheme}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach(`options-${name}-${colorScheme}`, { path: shot, contentType: 'image/png' });
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          colorScheme,
        ).toEqual([]);
      }
    };

    await options.verifyButton().click();
    await expect(options.fact('Places')).toHaveText('Yes');
    await audit('verified');

    await options.saveKey('not-a-real-key-0000');
    await expect(options.keyStatus()).toHaveText('Saved, ending …0000');
    await options.verifyButton().click();
    await expect(options.planSection.getByRole('alert')).toBeVisible();
    await options.saveKey('not a key');
    await expect(options.keyProblem()).toBeVisible();
    await page.getByLabel('Results per page', { exact: true }).fill('99');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(options.prefsSection.getByRole('alert')).toBeVisible();
    await options.saveBaseUrl('http://example.com');
    await expect(options.advancedSection.getByRole('alert')).toBeVisible();
    await audit('errors');
  });
});
