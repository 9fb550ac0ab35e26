/**
 * `npm run screenshots`: the store listings' screenshots (store/en.md), 1280×800 PNGs in light and dark, from the
 * demo build against the offline API emulator, set up through the options page like `npm run demo`
 * (scripts/demo-browser.ts). Writes store/screenshots/<name>-<scheme>.png and prints each file's size. Not part of
 * `npm test`. `SHOT=<name>` takes that one only (both schemes).
 *
 * One line in SHOTS per screenshot: a whole extension page (`extensionPage`), a narrow one on a captioned stage
 * (`framed`), or the in-page panel (scripts/screenshot-kinds.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createEmulator } from 'brave-search-emulator';
import { startPageServer } from '../tests/e2e/page-server';
import { ARTICLE } from '../tests/e2e/pages/articles';
import { OptionsPage } from '../tests/e2e/pages/options';
import { PopupPage } from '../tests/e2e/pages/popup';
import { launchDemoBrowser, setUpDemoKeys } from './demo-browser';
import { openSiteMenu } from './demo-surfaces';
import { extensionPage, framed, inPagePanel, SIZE, type Scheme, type Shot } from './screenshot-kinds';

const OUT_DIR = path.resolve('store/screenshots');
const SCHEMES: Scheme[] = ['light', 'dark'];
/** The article's heading too (tests/e2e/pages/articles.ts). */
const SAMPLE_QUERY = 'coffee in Lisbon';
/** The popup's width (components/app/app.css, body.app-popup). */
const POPUP_WIDTH = 460;
/** A side panel about as wide as Chrome opens it. */
const SIDE_PANEL_WIDTH = 400;
/** A query whose answer has every section, the infobox in the results page's side column (README: the demo). */
const RESULTS_QUERY = 'python tutorial';

/** Searches in the popup (or any page with Scout's search box) and asks for the AI answer. */
const searchFor =
  (query: string) =>
  async (page: Page): Promise<void> => {
    const popup = new PopupPage(page);
    await popup.search(query);
    await withAnswer(page);
  };

/** Waits for the search the page shows, and asks for its AI answer. */
async function withAnswer(page: Page): Promise<void> {
  const popup = new PopupPage(page);
  await popup.waitForResults();
  // "Ask before each AI answer" is on: the answer is billed, so the user asks; a cached one shows at once.
  await popup.getAnswerButton.or(popup.answerCost).first().waitFor({ timeout: 20_000 });
  if (await popup.getAnswerButton.isVisible()) await popup.getAnswerButton.click();
  await popup.answerCost.waitFor({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The results' Images tab for `query`: its grid once the thumbnails in view have loaded. */
const imagesFor =
  (query: string) =>
  async (page: Page): Promise<void> => {
    const popup = new PopupPage(page);
    await popup.search(query);
    await popup.waitForResults();
    await page.getByRole('tab', { name: 'Images', exact: true }).click();
    await page.locator('.scout-image-grid img').nth(9).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.scout-image-grid img')).every(
        (img) => img.complete || img.getBoundingClientRect().top > innerHeight,
      ),
    );
  };

/** The results for `query` with the first result's ranking menu open (your ranking, issue 39). */
const rankingMenuFor =
  (query: string) =>
  async (page: Page): Promise<void> => {
    const popup = new PopupPage(page);
    await popup.search(query);
    await popup.waitForResults();
    await openSiteMenu(page);
  };

/**
 * The options page as a user sees it, with the default API address rather than the emulator's (a random port); the
 * emulator's address is saved again after the shot, for the shots that follow.
 */
async function defaultAddress(page: Page): Promise<() => Promise<void>> {
  const options = new OptionsPage(page);
  const emulator = await options.baseUrlField().inputValue();
  await options.advancedSection.getByRole('button', { name: 'Use the default' }).click();
  await options.advancedSection.getByText(/^Saved\. Scout now uses https:/).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  return () => options.saveBaseUrl(emulator);
}

const SHOTS: [name: string, shot: Shot][] = [
  [
    'popup',
    framed(
      'popup.html',
      POPUP_WIDTH,
      ['Search from the toolbar', 'Web results, places and an AI answer, with your own Brave Search API key.'],
      searchFor(SAMPLE_QUERY),
    ),
  ],
  // Searched as a user does: a results address alone runs no search unless Scout opened it for the user (A13).
  ['results-page', extensionPage('results.html', searchFor(RESULTS_QUERY))],
  ['results-images', extensionPage('results.html', imagesFor('coffee'))],
  ['results-ranking', extensionPage('results.html', rankingMenuFor('coffee'))],
  [
    'side-panel',
    framed(
      'sidepanel.html',
      SIDE_PANEL_WIDTH,
      ['Beside the page you read', 'The side panel keeps your results open while you browse.'],
      searchFor('ramen tokyo'),
    ),
  ],
  ['in-page-panel', inPagePanel],
  ['options', extensionPage('options.html', defaultAddress)],
];

async function main(): Promise<void> {
  // Never a stale build, unless told it is fresh (SKIP_BUILD=1, as for the end-to-end tests).
  if (process.env.SKIP_BUILD !== '1') execFileSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'inherit' });
  const emulator = await createEmulator({ port: 0 });
  const pages = await startPageServer();
  const browser = await launchDemoBrowser({ headless: true, viewport: SIZE });
  try {
    const options = await browser.open('options.html');
    await setUpDemoKeys(options, emulator.baseUrl);
    await options.close();
    // `color-scheme: light dark`: the article follows the scheme, and Scout's panel follows the article.
    const articleUrl = pages.set(
      '/coffee-in-lisbon',
      ARTICLE.replace('</head>', '<style>:root{color-scheme:light dark}</style></head>'),
    );
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const [name, shot] of SHOTS.filter(([name]) => [undefined, name].includes(process.env.SHOT)))
      for (const scheme of SCHEMES) {
        const file = path.join(OUT_DIR, `${name}-${scheme}.png`);
        fs.writeFileSync(file, await shot({ browser, articleUrl }, scheme));
        console.log(`${path.relative(process.cwd(), file)}  ${Math.round(fs.statSync(file).size / 1024)} KB`);
      }
  } finally {
    await browser.close();
    await pages.close();
    await emulator.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
