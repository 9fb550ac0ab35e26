/**
 * `npm run demo`: builds the demo extension, opens Chromium with Scout loaded and shows the popup.
 * With a display the browser stays open until Ctrl-C; without one it runs headless, saves screenshots
 * under demo/ and prints their paths.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './chromium';

const EXTENSION_DIR = path.resolve('.output/chrome-mv3-demo');
const SHOTS_DIR = path.resolve('demo');
const headless = !process.env.DISPLAY;

async function main(): Promise<void> {
  execFileSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'inherit' });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-demo-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless,
    args: chromiumArgs(EXTENSION_DIR),
    viewport: { width: 420, height: 640 },
  });
  const cleanup = async () => {
    await context.close().catch(() => {});
    fs.rmSync(profile, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  process.once('SIGTERM', () => void cleanup().then(() => process.exit(143)));

  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole('status').waitFor();

  if (headless) {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    const shot = path.join(SHOTS_DIR, 'popup.png');
    await popup.screenshot({ path: shot });
    console.log(`Scout demo (headless, no display): screenshots saved:\n  ${shot}`);
    await cleanup();
    return;
  }
  console.log('Scout is running in Chromium. Press Ctrl-C to stop.');
  await new Promise(() => {});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
