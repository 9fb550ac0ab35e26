/**
 * The usual set-up of a Firefox test file: the emulator on a free port and Firefox with Scout, started before its
 * tests and closed after them (whatever part came up). Read `scout.emulator` and `scout.firefox` inside the tests and
 * hooks: they are set once the file's first hook has run. `storeKeys` saves keys and the emulator's address in
 * storage.local, as the options page would.
 */
import { afterAll, beforeAll } from 'vitest';
import { createEmulator, type RunningEmulator } from 'brave-search-emulator';
import { launchScout, type LaunchOptions, type ScoutFirefox } from './firefox';

declare const browser: any;

export interface ScoutPerFile {
  emulator: RunningEmulator;
  firefox: ScoutFirefox;
  storeKeys(keys: { apiKey: string; answersKey?: string }): Promise<void>;
}

export function scoutPerFile(launch?: LaunchOptions): ScoutPerFile {
  const started: Partial<ScoutPerFile> = {};
  beforeAll(async () => {
    started.emulator = await createEmulator({ port: 0 });
    started.firefox = await launchScout(launch);
  });
  afterAll(async () => {
    await started.firefox?.close();
    await started.emulator?.close();
  });
  const scout = started as ScoutPerFile;
  scout.storeKeys = async (keys) => {
    const page = await scout.firefox.openPage('options.html');
    await page.evaluate((stored) => browser.storage.local.set(stored), {
      ...keys,
      settings: { apiBaseUrl: scout.emulator.baseUrl },
    });
    await page.close();
  };
  return scout;
}
