/**
 * Scout's Firefox demo build in Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (no
 * geckodriver, no browser download). Headless, a fresh profile per launch, the add-on installed as a
 * temporary add-on with a fixed moz-extension UUID so its pages can be opened as tabs.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const FIREFOX_DEMO_BUILD_DIR = path.resolve(process.env.SCOUT_OUT_DIR ?? '.output', 'firefox-mv3-demo');
/** browser_specific_settings.gecko.id in wxt.config.ts. */
const GECKO_ID = 'scout@scout-search.example';

export interface ScoutFirefox {
  browser: Browser;
  /** The moz-extension:// host of Scout in this profile. */
  uuid: string;
  /** Opens `file` (e.g. "popup.html") of the extension in a new tab and waits until it has loaded. */
  openPage(file: string): Promise<Page>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** extensions.background.idle.timeout, in milliseconds (Firefox's default is 30000). */
  idleTimeoutMs?: number;
  /** Further Firefox preferences for this profile. */
  prefs?: Record<string, string | number | boolean>;
}

export async function launchScout({ idleTimeoutMs, prefs = {} }: LaunchOptions = {}): Promise<ScoutFirefox> {
  if (!fs.existsSync(path.join(FIREFOX_DEMO_BUILD_DIR, 'manifest.json'))) {
    throw new Error(
      `No Firefox demo build at ${FIREFOX_DEMO_BUILD_DIR}: run  npx wxt build -b firefox --mv3 --mode demo`,
    );
  }
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Without it the Remote Agent refuses to navigate a tab to a moz-extension:// URL ("not allowed in this context").
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      // Fixes the temporary add-on's internal UUID, so its pages have a known origin.
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: uuid }),
      ...(idleTimeoutMs === undefined ? {} : { 'extensions.background.idle.timeout': idleTimeoutMs }),
      ...prefs,
    },
  });
  try {
    const id = await browser.installExtension(FIREFOX_DEMO_BUILD_DIR);
    if (id !== GECKO_ID) throw new Error(`installed add-on id ${id}, expected ${GECKO_ID}`);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return {
    browser,
    uuid,
    openPage: async (file) => {
      const url = `moz-extension://${uuid}/${file}`;
      const page = await browser.newPage();
      // The navigation succeeds, but puppeteer's BiDi frame tracking never reports the moz-extension:// load
      // (goto times out), so start it and poll the document instead.
      page.goto(url, { timeout: 15_000 }).catch(() => undefined);
      await waitFor(async () => {
        const state = await page.evaluate(() => [location.href, document.readyState]).catch(() => null);
        return state?.[0] === url && state[1] === 'complete';
      }, `${file} to load`);
      return page;
    },
    close: () => browser.close(),
  };
}

/** Polls `check` until it is truthy, failing with `what` after `timeoutMs`. */
export async function waitFor(check: () => Promise<unknown>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
