/**
 * `npm run demo`: runs Scout for real against the offline API emulator. Starts the emulator, builds the demo
 * extension, opens Chromium with Scout loaded and set up with the `demo-ai` key (nobody types anything), and
 * shows the popup with a sample search. With a display the browser stays open until Ctrl-C; without one it runs
 * headless, saves screenshots under demo/ and prints their paths. Ctrl-C leaves no process behind.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startEmulator } from '../emulator/index';
import { CHROMIUM_PATH, chromiumArgs } from './chromium';

const EXTENSION_DIR = path.resolve('.output/chrome-mv3-demo');
const SHOTS_DIR = path.resolve('demo');
const SAMPLE_QUERY = 'coffee in Lisbon';
const headless = !process.env.DISPLAY;

async function main(): Promise<void> {
  const emulator = await startEmulator({ port: Number(process.env.SCOUT_EMULATOR_PORT ?? 0) });
  console.log(`API emulator on ${emulator.baseUrl}`);
  const browser: { context?: BrowserContext } = {};
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-demo-'));
  const stop = async () => {
    await browser.context?.close().catch(() => {});
    await emulator.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
  }

  execFileSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'inherit' });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless,
    args: chromiumArgs(EXTENSION_DIR),
    viewport: { width: 480, height: 900 },
    colorScheme: 'light',
  });
  browser.context = context;
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;

  const shots = await setUpAndSearch(context, extensionId, emulator.baseUrl);
  if (headless) {
    console.log(`Scout demo ran headless (no display). Screenshots:\n${shots.map((s) => `  ${s}`).join('\n')}`);
    await stop();
    return;
  }
  console.log('Scout is running in Chromium against the emulator. Press Ctrl-C to stop.');
  await new Promise(() => {});
}

/** The options page saves the key and the emulator's address exactly as a user would; then the popup searches. */
async function setUpAndSearch(context: BrowserContext, extensionId: string, apiBaseUrl: string): Promise<string[]> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const shots: string[] = [];
  const shoot = async (page: Page, name: string, fullPage = false) => {
    const file = path.join(SHOTS_DIR, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
    shots.push(file);
  };

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await options.getByLabel('API base URL').fill(apiBaseUrl);
  await options.getByRole('button', { name: 'Save address' }).click();
  await options.getByLabel('API key').fill('demo-ai');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await options.getByText('…o-ai').first().waitFor();
  await shoot(options, 'options', true);

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.bringToFront();
  const searchBox = popup.getByRole('searchbox', { name: 'Search' });
  await searchBox.fill(SAMPLE_QUERY);
  await searchBox.press('Enter');
  await popup.getByRole('heading', { name: 'Places' }).waitFor();
  await popup.getByRole('region', { name: 'Summary' }).getByRole('button').first().waitFor({ timeout: 20_000 });
  await shoot(popup, 'popup');
  await popup.getByRole('heading', { name: 'Places' }).scrollIntoViewIfNeeded();
  await shoot(popup, 'popup-places');
  await shoot(popup, 'popup-full', true);
  return shots;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
