/**
 * The kinds of store screenshot `npm run screenshots` takes (scripts/screenshots.ts), each 1280×800 in the scheme it
 * is given: a full-size extension page, a narrow one (the popup) shown on a captioned stage, and Scout's panel on a
 * web page. Each drives the demo build through the end-to-end tests' page objects and helpers (tests/e2e/pages/).
 */
import type { Page } from '@playwright/test';
import { menuClick, selectHeading, tabIdOf } from '../tests/e2e/pages/in-page';
import { ScoutPanel } from '../tests/e2e/pages/panel';
import type { DemoBrowser } from './demo-browser';

export const SIZE = { width: 1280, height: 800 };
export type Scheme = 'light' | 'dark';

/** What every shot may use: the browser with Scout set up, and the article the in-page panel is shown on. */
export interface Scene {
  browser: DemoBrowser;
  articleUrl: string;
}

export type Shot = (scene: Scene, scheme: Scheme) => Promise<Buffer>;

/** Makes a page ready to be shot (a search run, an answer asked for); may return what undoes it afterwards. */
type Prepare = (page: Page) => Promise<void | (() => Promise<void>)>;

/** An extension page filling the whole 1280×800 view (the options page, a results page in a tab). */
export const extensionPage =
  (file: string, prepare?: Prepare): Shot =>
  async ({ browser }, scheme) => {
    const page = await browser.open(file);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(SIZE);
    const undo = await prepare?.(page);
    const shot = await page.screenshot();
    await undo?.();
    await page.close();
    return shot;
  };

/** A narrow extension page at its own width (the popup, a side panel), on a stage with a caption beside it. */
export const framed =
  (file: string, width: number, caption: [title: string, line: string], prepare?: Prepare): Shot =>
  async (scene, scheme) => {
    const page = await scene.browser.open(file);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: SIZE.height - 80 });
    const undo = await prepare?.(page);
    const image = (await page.screenshot()).toString('base64');
    await undo?.();
    await page.close();
    const stage = await scene.browser.context.newPage();
    await stage.setViewportSize(SIZE);
    await stage.setContent(stageHtml(image, caption, scheme));
    await stage.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const shot = await stage.screenshot();
    await stage.close();
    return shot;
  };

function stageHtml(image: string, [title, line]: [string, string], scheme: Scheme): string {
  const [background, ink, muted] =
    scheme === 'dark' ? ['#17181c', '#f2f2f5', '#a5a8b3'] : ['#e9edf3', '#15171c', '#4d5260'];
  const text = (value: string) => value.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html><body style="margin:0;height:100vh;display:flex;align-items:center;justify-content:center;gap:64px;background:${background};font-family:system-ui,sans-serif">
<div style="max-width:440px"><h1 style="margin:0 0 16px;font-size:40px;line-height:1.15;color:${ink}">${text(title)}</h1>
<p style="margin:0;font-size:22px;line-height:1.4;color:${muted}">${text(line)}</p></div>
<img src="data:image/png;base64,${image}" alt="" style="border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,.35)"></body></html>`;
}

/** Scout's panel beside the article's heading, summarized from the right-click menu (the demo build's hook). */
export const inPagePanel: Shot = async ({ browser, articleUrl }, scheme) => {
  const page = await browser.context.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  await page.setViewportSize(SIZE);
  await page.goto(articleUrl);
  const panel = await ScoutPanel.attach(page);
  const selectionText = await selectHeading(page);
  const tabId = await tabIdOf(browser.worker, page);
  await menuClick(browser.worker, tabId, { menuItemId: 'scout-summarize-selection', selectionText });
  // Asked first (the default), unless Scout's cache has the answer already.
  await waitFor(async () => /Cost of this answer|Get AI answer/.test(await panel.text()), 'the panel');
  if ((await panel.buttons()).some((name) => name.startsWith('Get AI answer')))
    await panel.clickButton(/^Get AI answer/);
  await waitFor(async () => (await panel.text()).includes('Cost of this answer'), 'the panel to show its answer');
  const shot = await page.screenshot();
  await page.close();
  return shot;
};

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
