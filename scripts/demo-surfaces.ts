/**
 * The demo's other surfaces (scripts/demo.ts): the address bar's suggestions, the results tab and the side panel, and
 * the screenshots of them all. No script can type into Chromium's address bar or open its side panel headless, so the
 * suggestions are the rows the worker's `omnibox.onInputChanged` listener passes to the browser (the demo build's
 * `scoutDemo.omnibox` hook, utils/worker/background/demo-hooks.ts), drawn as a list; Enter is that hook's
 * `inputEntered`, which opens the results tab as the address bar does; and the side panel's page is opened as a tab.
 */
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';

export const SHOTS_DIR = path.resolve('demo');

/**
 * Results out of view are drawn only when scrolled near (`content-visibility: auto`, components/results.css), so a
 * full-page screenshot would show them blank. This stylesheet, added by the demo to the page it shoots and never part
 * of Scout, draws them all.
 */
const DRAW_EVERYTHING = '* { content-visibility: visible !important; }';

/** Every image of the page loaded, the `loading="lazy"` ones out of view too (the demo's page only, not Scout's code). */
async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/** Saves a screenshot under demo/ and returns its path; a full-page one with every section and image drawn. */
export async function shoot(page: Page, name: string, fullPage = false): Promise<string> {
  if (fullPage) {
    await page.addStyleTag({ content: DRAW_EVERYTHING });
    await loadEveryImage(page);
  }
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** The demo build's hook (utils/worker/background/demo-hooks.ts), read inside the worker: no closure crosses. */
interface OmniboxHook {
  scoutDemo: {
    omnibox: {
      inputChanged(text: string): Promise<{ content: string; description: string }[]>;
      inputEntered(text: string, disposition: string): Promise<void>;
    };
  };
}

/** Scout's worker as it runs now: a stopped worker's handle is gone, and a message from a page starts it again. */
async function currentWorker(context: BrowserContext, extensionId: string): Promise<Worker> {
  const running = context.serviceWorkers().filter((worker) => worker.url().includes(extensionId));
  return running.at(-1) ?? context.waitForEvent('serviceworker');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Chrome's description markup (`<match>`, `<dim>`, `<url>`; everything else escaped) as HTML, or an error. */
function descriptionHtml(description: string): string {
  if (!/^(?:[^<]|<\/?(?:match|dim|url)>)*$/.test(description)) throw new Error(`unexpected markup: ${description}`);
  return description.replace(/<(\/?)(match|dim|url)>/g, (_tag, close: string, name: string) =>
    name === 'match' ? `<${close}b>` : close ? '</span>' : `<span class="${name}">`,
  );
}

/**
 * What the address bar suggests from: the Autosuggest plan's key (the emulator's `demo-suggest`) and the history of
 * searches, both turned on in the options page as a user would, before the popup's searches that the history keeps.
 */
export async function turnOnSuggestions(options: Page): Promise<void> {
  const section = options.locator('section', {
    has: options.getByRole('heading', { name: 'Autosuggest key (optional)', exact: true }),
  });
  await options.getByLabel('Autosuggest key', { exact: true }).fill('demo-suggest');
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await section.getByText('Saved, ending …gest').first().waitFor();
  // The box follows the stored choice: it turns checked once the background has answered.
  const history = options.getByLabel('Keep a history of my searches');
  await history.click();
  await options.waitForFunction((box) => (box as HTMLInputElement).checked, await history.elementHandle());
}

/** The address bar's dropdown for `typed` ("sc" and a space, then the text): its rows printed and drawn. */
export async function omniboxSuggestions(context: BrowserContext, extensionId: string, typed: string) {
  const worker = await currentWorker(context, extensionId);
  const rows = await worker.evaluate(
    (text) => (globalThis as unknown as OmniboxHook).scoutDemo.omnibox.inputChanged(text),
    typed,
  );
  const plain = (row: { description: string }) =>
    row.description
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) => ENTITIES[name]!);
  console.log(`Address bar, "sc ${typed}":\n${rows.map((row) => `  ${plain(row)}`).join('\n')}`);
  const page = await context.newPage();
  await page.setViewportSize({ width: 640, height: 60 + rows.length * 36 });
  await page.setContent(
    '<style>body{font:15px system-ui,sans-serif;margin:0;background:#fff}' +
      '.bar{padding:12px 16px;border-bottom:1px solid #ddd}li{padding:8px 16px;list-style:none}' +
      'ul{margin:0;padding:0}li:first-child{background:#e8f0fe}.dim{color:#777}.url{color:#1a0dab}</style>' +
      `<div class="bar">sc ${typed.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</div>` +
      `<ul>${rows.map((row) => `<li>${descriptionHtml(row.description)}</li>`).join('')}</ul>`,
  );
  const file = await shoot(page, 'omnibox-suggestions');
  await page.close();
  return file;
}

/** Enter in the address bar: the results tab opens and searches; the whole page is shot. */
export async function resultsTab(context: BrowserContext, extensionId: string, query: string): Promise<string[]> {
  const worker = await currentWorker(context, extensionId);
  const opened = context.waitForEvent('page');
  await worker.evaluate(
    (text) => (globalThis as unknown as OmniboxHook).scoutDemo.omnibox.inputEntered(text, 'newForegroundTab'),
    query,
  );
  const page = await opened;
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.getByRole('region', { name: 'Questions and answers' }).waitFor({ timeout: 20_000 });
  const all = await shoot(page, 'results-tab', true);
  const images = await imagesTab(page);
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await openSiteMenu(page);
  return [all, images, await shoot(page, 'results-tab-ranking')];
}

/**
 * The first web result's "More actions for <site>" menu, opened (Block, Lower, Raise, Pin), scrolled so the result and
 * its menu are in view.
 */
export async function openSiteMenu(page: Page): Promise<void> {
  const button = page
    .locator('.app-answer-main > ul.scout-results > li')
    .first()
    .getByRole('button', {
      name: /^More actions for /,
    });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const menu = page.getByRole('menu', { name: (await button.getAttribute('aria-label'))! });
  await menu.getByRole('menuitemradio').last().waitFor();
  await menu.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
}

/** The Images tab of the results shown: its grid once every thumbnail in view has loaded. */
async function imagesTab(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Images', exact: true }).click();
  // However many there are ("python tutorial" has 7 in the emulator): the panel done, its first image shown.
  await page
    .locator('#scout-panel-images[aria-busy="false"] .scout-image-grid img')
    .first()
    .waitFor({ timeout: 20_000 });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.scout-image-grid img')).every(
      (img) => img.complete || img.getBoundingClientRect().top > innerHeight,
    ),
  );
  return shoot(page, 'results-tab-images');
}

/** The side panel's page (sidepanel.html, as Chrome's side panel shows it) opened as a narrow tab, searching. */
export async function sidePanel(context: BrowserContext, extensionId: string, query: string): Promise<string[]> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 900 });
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(query);
  await box.press('Enter');
  await page.getByRole('heading', { name: 'Places' }).waitFor({ timeout: 20_000 });
  return [await shoot(page, 'sidepanel-as-tab'), await shoot(page, 'sidepanel-as-tab-full', true)];
}
