/**
 * What `npm run demo` and `npm run screenshots` share: Chromium started with Scout's demo build in a fresh profile
 * (scripts/chromium.ts, as the end-to-end tests start it), and Scout set up through its options page with the
 * emulator's address and today's pair of demo keys, exactly as a user would (nobody types anything).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { OptionsPage } from '../tests/e2e/pages/options';
import { CHROMIUM_PATH, chromiumArgs } from './chromium';

const EXTENSION_DIR = path.resolve(process.env.SCOUT_OUT_DIR ?? '.output', 'chrome-mv3-demo');

export interface DemoBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens one of Scout's pages (`options.html`, `popup.html`, …) in a new tab. */
  open(file: string): Promise<Page>;
  close(): Promise<void>;
}

export async function launchDemoBrowser(options: {
  headless: boolean;
  viewport: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}): Promise<DemoBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-demo-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs(EXTENSION_DIR),
    ...options,
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    async open(file) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${file}`);
      return page;
    },
    async close() {
      await context.close().catch(() => {});
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The options page saves the emulator's address and today's pair of keys: a Search-plan key (web and places, no
 * summarizer) and an Answers key (AI answers, billed per answer).
 */
export async function setUpDemoKeys(page: Page, apiBaseUrl: string): Promise<void> {
  const options = new OptionsPage(page);
  await options.saveBaseUrl(apiBaseUrl);
  const keySection = (heading: string) =>
    page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
  for (const [heading, label, key] of [
    ['Your key', 'API key', 'demo-search'],
    ['Answers key (optional)', 'Answers key', 'demo-answers'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(key);
    await keySection(heading).getByRole('button', { name: 'Save', exact: true }).click();
    await keySection(heading)
      .getByText(`…${key.slice(-4)}`)
      .first()
      .waitFor();
  }
}
