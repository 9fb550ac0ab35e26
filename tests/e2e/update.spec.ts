/**
 * An update from 0.1.0 in the real browser: storage.local as 0.1.0 wrote it (tests/fixtures/storage-0.1.0.ts), then
 * Scout updated in place. Every key and setting is still there, stamped with the layout version
 * (utils/worker/storage/schema.ts), and the options page shows them.
 */
import { STORAGE_0_1_0 } from '../fixtures/storage-0.1.0';
import { expect } from './fixtures';
import { OptionsPage } from './pages/options';
import { updatable } from './updatable';

declare const chrome: any;

updatable(
  'an update keeps every key and setting 0.1.0 stored, and stamps the layout version',
  async ({ serviceWorker, updateExtension, openOptions }) => {
    // As 0.1.0 left it: its keys only, no layout version.
    await serviceWorker.evaluate(async (stored) => {
      await chrome.storage.local.clear();
      await chrome.storage.local.set(stored);
    }, STORAGE_0_1_0);

    const worker = await updateExtension();
    await expect
      .poll(() => worker.evaluate(() => chrome.storage.local.get(null)), { timeout: 10_000 })
      .toEqual({ ...STORAGE_0_1_0, schemaVersion: 1 });

    const options = new OptionsPage(await openOptions());
    await expect(options.keyStatus()).toHaveText('Saved, ending …xyzw');
    await expect(options.page.getByText('Saved, ending …abcd')).toBeVisible();
    await expect(options.baseUrlField()).toHaveValue(STORAGE_0_1_0.settings.apiBaseUrl);
    await expect(options.prefsSection.getByLabel('Country', { exact: true })).toHaveValue('DE');
    await expect(
      options.page.getByText('Each search sends: city Munchen, region code BY, country DE, postal code 80331.'),
    ).toBeVisible();
    expect(await options.storage('local')).toEqual({ ...STORAGE_0_1_0, schemaVersion: 1 });
  },
);
