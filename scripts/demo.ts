/**
 * `npm run demo`: runs Scout for real against the offline API emulator. Starts the emulator, builds the demo
 * extension, opens Chromium with Scout loaded and set up with the `demo-search` and `demo-answers` keys (nobody types
 * anything), and shows every surface: the popup with a sample search, the address bar's suggestions, the results tab
 * and the side panel (scripts/demo-surfaces.ts), then Scout on a web page (places highlighted, a selection
 * summarized). With a display the browser stays open until Ctrl-C; without one it runs headless, saves screenshots
 * under demo/ and prints their paths. Ctrl-C leaves no process behind.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { createEmulator } from 'brave-search-emulator';
import { startPageServer } from '../tests/e2e/page-server';
import { ARTICLE } from '../tests/e2e/pages/articles';
import { launchDemoBrowser, setUpDemoKeys, type DemoBrowser } from './demo-browser';
import {
  omniboxSuggestions,
  resultsTab,
  SHOTS_DIR,
  shoot as saveShot,
  sidePanel,
  turnOnSuggestions,
} from './demo-surfaces';

const SAMPLE_QUERY = 'coffee in Lisbon';
const headless = !process.env.DISPLAY;

async function main(): Promise<void> {
  const emulator = await createEmulator({ port: Number(process.env.SCOUT_EMULATOR_PORT ?? 0) });
  console.log(`API emulator on ${emulator.baseUrl}`);
  const pages = await startPageServer();
  const browser: { current?: DemoBrowser } = {};
  const stop = async () => {
    await browser.current?.close();
    await pages.close();
    await emulator.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
  }

  execFileSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'inherit' });
  browser.current = await launchDemoBrowser({ headless, viewport: { width: 480, height: 900 }, colorScheme: 'light' });
  const { context, worker, extensionId } = browser.current;

  const shots = await setUpAndSearch(context, extensionId, emulator.baseUrl);
  shots.push(await omniboxSuggestions(context, extensionId, 'coff'));
  shots.push(...(await resultsTab(context, extensionId, 'python tutorial')));
  shots.push(...(await sidePanel(context, extensionId, SAMPLE_QUERY)));
  shots.push(...(await inPage(context, worker, pages.set('/coffee-in-lisbon', ARTICLE))));
  if (headless) {
    console.log(`Scout demo ran headless (no display). Screenshots:\n${shots.map((s) => `  ${s}`).join('\n')}`);
    await stop();
    return;
  }
  console.log('Scout is running in Chromium against the emulator. Press Ctrl-C to stop.');
  await new Promise(() => {});
}

/**
 * The options page saves the keys and the emulator's address exactly as a user would (scripts/demo-browser.ts), then
 * the popup searches and, asked to, gets an AI answer.
 */
async function setUpAndSearch(context: BrowserContext, extensionId: string, apiBaseUrl: string): Promise<string[]> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const shots: string[] = [];
  const shoot = async (page: Page, name: string, fullPage = false) => {
    shots.push(await saveShot(page, name, fullPage));
  };

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await setUpDemoKeys(options, apiBaseUrl);
  await turnOnSuggestions(options);
  await shoot(options, 'options', true);

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.bringToFront();
  const searchBox = popup.getByRole('searchbox', { name: 'Search' });
  await searchBox.fill(SAMPLE_QUERY);
  await searchBox.press('Enter');
  await popup.getByRole('heading', { name: 'Places' }).waitFor();
  // "Ask before each AI answer" is on by default: an Answers-plan answer is billed, so the user starts it.
  await popup.getByRole('button', { name: 'Get AI answer' }).click();
  await popup.getByText(/Cost of this answer/).waitFor({ timeout: 20_000 });
  await shoot(popup, 'popup');
  await popup.getByRole('heading', { name: 'Places' }).scrollIntoViewIfNeeded();
  await shoot(popup, 'popup-places');
  await shoot(popup, 'popup-full', true);

  // The whole results page: infobox, news, videos, discussions and FAQ between the web results, in the answer's order.
  await searchBox.fill('python tutorial');
  await searchBox.press('Enter');
  await popup.getByRole('region', { name: 'Questions and answers' }).waitFor();
  await shoot(popup, 'popup-results-page', true);

  // "Your location for places": with a city set, "coffee" alone finds cafés there, each with its distance.
  await options.bringToFront();
  const location = options.locator('section', {
    has: options.getByRole('heading', { name: 'Your location for places', exact: true }),
  });
  await location.getByRole('radio', { name: 'Use this city' }).check();
  await location.getByLabel('City', { exact: true }).fill('Lisbon');
  await location.getByLabel('Country', { exact: true }).selectOption('PT');
  await location.getByRole('button', { name: 'Save location' }).click();
  await location.getByText('Location saved.').waitFor();
  await popup.bringToFront();
  await searchBox.fill('coffee');
  await searchBox.press('Enter');
  await popup
    .getByText(/ away$/)
    .first()
    .waitFor({ timeout: 15_000 });
  await popup.getByRole('heading', { name: 'Places' }).scrollIntoViewIfNeeded();
  await shoot(popup, 'popup-near-you');
  return shots;
}

/**
 * Scout on a web page: "Find places on this page", then "Summarize selection", each through the demo build's
 * `scoutDemo.contextMenuClick` (the listener the right-click menu calls: no script can click a native menu).
 */
async function inPage(context: BrowserContext, worker: Worker, url: string): Promise<string[]> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(url);
  await page.bringToFront();
  const click = (info: { menuItemId: string; selectionText?: string }) =>
    worker.evaluate(
      async ({ url, info }) => {
        const [tab] = await chrome.tabs.query({ url });
        await (globalThis as unknown as ScoutDemoHook).scoutDemo.contextMenuClick(info, { id: tab!.id });
      },
      { url, info },
    );
  const shots: string[] = [];
  const shoot = async (name: string) => {
    shots.push(await saveShot(page, name));
  };
  await click({ menuItemId: 'scout-find-places-page' });
  await page.locator('span[data-scout-place]').first().waitFor();
  await page.waitForTimeout(1_500);
  await shoot('page-places');
  // The popup's question: its answer comes from Scout's cache, not billed again.
  await click({ menuItemId: 'scout-summarize-selection', selectionText: SAMPLE_QUERY });
  await page.waitForTimeout(4_000);
  await shoot('page-summary');
  return shots;
}

interface ScoutDemoHook {
  scoutDemo: { contextMenuClick(info: object, tab: { id?: number }): Promise<void> };
}
declare const chrome: { tabs: { query(query: { url: string }): Promise<{ id?: number }[]> } };

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
