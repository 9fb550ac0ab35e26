// @vitest-environment node
/**
 * Scout in Firefox ESR (docs/security-plan.md E5): the Firefox build installs, its event page answers, and with
 * extensions.background.idle.timeout at 2 s searches and a summary stream complete (or end with a definite
 * error) across event-page suspension, billing exactly one web search per distinct query.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { createEmulator, type RunningEmulator } from 'brave-search-emulator';
import { launchScout, waitFor, type ScoutFirefox } from './firefox';

declare const browser: any;
declare const window: any;

const IDLE_TIMEOUT_MS = 2_000;
/** A free port by default: Scout's host-permission patterns carry no port (see utils/ui-safe/host-pattern.ts). */
const EMULATOR_PORT = Number(process.env.SCOUT_FIREFOX_EMULATOR_PORT ?? 0);

let emulator: RunningEmulator;
let firefox: ScoutFirefox;

beforeAll(async () => {
  emulator = await createEmulator({ port: EMULATOR_PORT, summaryDelayMs: 300, streamItemDelayMs: 15 }).catch(
    (error) => {
      throw new Error(`the emulator could not listen on 127.0.0.1:${EMULATOR_PORT}: ${error}`);
    },
  );
  firefox = await launchScout({ idleTimeoutMs: IDLE_TIMEOUT_MS });
});

afterAll(async () => {
  await firefox?.close();
  await emulator?.close();
});

const billedSoFar = () => emulator.stats().keys['demo-ai']?.billed ?? 0;
let billedBefore = 0;

// No emulator.reset() between tests: it would forget summaries that a previous test's event page may still be
// fetching, and that page would then (rightly) restart with a billed search counted against the next test.
beforeEach(() => {
  emulator.updateSettings({ summaryDelayMs: 300, streamItemDelayMs: 15 });
  billedBefore = billedSoFar();
});

/** Billed searches since this test began. */
const billed = () => billedSoFar() - billedBefore;

/** Points Scout at the emulator with the demo-ai key, as the options page stores them. */
async function useDemoKey(page: Page, apiBaseUrl = emulator.baseUrl): Promise<void> {
  await page.evaluate(
    (apiBaseUrl) => browser.storage.local.set({ apiKey: 'demo-ai', settings: { apiBaseUrl } }),
    apiBaseUrl,
  );
}

const ping = (page: Page) => page.evaluate(() => browser.runtime.sendMessage({ type: 'ping', data: {} }));
const search = (page: Page, q: string) =>
  page.evaluate((q) => browser.runtime.sendMessage({ type: 'search', data: { q } }), q);

/**
 * Streams the summary of `searchId` over a scout.summary Port until a final summary or an error event. A Port
 * cut without either (the event page went away) is reconnected, as the popup does, up to three times.
 */
function streamSummary(page: Page, searchId: string): Promise<{ events: any[]; connects: number }> {
  return page.evaluate(
    (id) =>
      new Promise<{ events: any[]; connects: number }>((resolve) => {
        const events: any[] = [];
        let connects = 0;
        const connect = () => {
          connects += 1;
          const port = browser.runtime.connect({ name: 'scout.summary' });
          let ended = false;
          port.onMessage.addListener((e: any) => {
            events.push(e);
            if (e.type === 'error' || (e.type === 'summary' && e.final)) {
              ended = true;
              port.disconnect();
              resolve({ events, connects });
            }
          });
          port.onDisconnect.addListener(() => {
            if (ended) return;
            events.push({ type: 'disconnected' });
            if (connects < 4) setTimeout(connect, 100);
            else resolve({ events, connects });
          });
          port.postMessage({ searchId: id });
        };
        connect();
      }),
    searchId,
  );
}

/** A summary stream ends with a complete final summary, or fails cleanly with a definite, plain error. */
function expectDefiniteEnd(end: any): void {
  expect(end, 'the stream ended without a final summary or an error').toBeDefined();
  if (end.type === 'error') {
    expect(end.error).toMatchObject({ kind: expect.any(String), message: expect.any(String) });
  } else {
    expect(end).toMatchObject({ type: 'summary', final: true, summary: { status: 'complete' } });
    expect(JSON.stringify(end.summary).length).toBeGreaterThan(100);
  }
}

/** A region of the popup by accessible name (aria-label, or the heading it is labelled by), as a user finds it. */
function region(page: Page, name: string) {
  return page.evaluate((name) => {
    const section = [...document.querySelectorAll('section')].find(
      (s) =>
        s.getAttribute('aria-label') === name ||
        document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === name,
    );
    if (!section) return null;
    return {
      busy: section.getAttribute('aria-busy'),
      links: [...section.querySelectorAll('li a.scout-result-title')].map((a) => [
        a.textContent ?? '',
        a.getAttribute('href'),
      ]),
      articles: section.querySelectorAll('article').length,
      buttons: section.querySelectorAll('button').length,
      text: section.textContent ?? '',
    };
  }, name);
}

/** Types `q` into the searchbox named "Search", presses Enter and waits for results whose first title matches. */
async function popupSearch(
  page: Page,
  q: string,
  firstTitle: RegExp = new RegExp(q.split(' ').at(-1)!, 'i'),
): Promise<void> {
  await page.waitForSelector('input[type="search"]');
  const label = await page.$eval(
    'input[type="search"]',
    (input) => input.getAttribute('aria-label') ?? (input as HTMLInputElement).labels?.[0]?.textContent?.trim(),
  );
  expect(label).toBe('Search');
  // The popup may reopen on the last search (kept in storage.session): replace whatever the box holds.
  await page.$eval('input[type="search"]', (input) => (input as HTMLInputElement).select());
  await page.type('input[type="search"]', q);
  await page.keyboard.press('Enter');
  await waitFor(async () => {
    const results = await region(page, 'Results');
    return results?.busy === 'false' && firstTitle.test(results.links[0]?.[0] ?? '');
  }, `the results for "${q}"`);
}

/**
 * Waits until the Summary region is no longer busy and shows its follow-up questions (final), or an alert
 * appeared in it; answers the alert's text, or null.
 */
async function waitForFinalSummary(page: Page): Promise<string | null> {
  let alert: string | null = null;
  await waitFor(
    async () => {
      const summary = await region(page, 'Summary');
      alert = await page.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? null);
      return alert !== null || (summary?.busy === 'false' && summary.buttons > 0);
    },
    'the final summary',
    30_000,
  );
  return alert;
}

describe('Scout in Firefox ESR', () => {
  test('the Firefox demo build installs and its event page answers ping from an extension page', async () => {
    const page = await firefox.openPage('popup.html');
    const answer = await ping(page);
    expect(answer).toMatchObject({ ok: true, data: { version: expect.any(String), startedAt: expect.any(Number) } });
    const manifest = await page.evaluate(() => browser.runtime.getManifest());
    expect(answer.data.version).toBe(manifest.version);
    expect(manifest.browser_specific_settings.gecko.id).toBe('scout@scout-search.example');
    // Firefox MV3 host permissions are opt-in; a temporary add-on gets its host_permissions granted at install.
    const granted = await page.evaluate(() => browser.permissions.getAll());
    expect(granted.origins).toEqual(expect.arrayContaining(['http://127.0.0.1/*']));
    await page.close();
  });

  test('with a 2 s idle timeout, searches and a summary complete across event-page suspension (E5)', async () => {
    const page = await firefox.openPage('popup.html');
    await useDemoKey(page);

    const first = await search(page, 'coffee in Lisbon');
    expect(first, JSON.stringify(first).slice(0, 500)).toMatchObject({ ok: true });
    expect(first.data.results.length).toBeGreaterThan(0);
    expect(first.data.summaryState).toBe('available');
    expect(JSON.stringify(first.data.results)).toMatch(/Lisbon/);
    expect(billed()).toBe(1);
    const bootBefore = (await ping(page)).data.startedAt;

    // Idle for longer than the timeout: Firefox suspends the event page (its globals are gone).
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + 1_500));

    // The search wakes it; the suspension is then proven by a new start time.
    const second = await search(page, 'museums berlin');
    expect(second, JSON.stringify(second).slice(0, 500)).toMatchObject({ ok: true });
    expect(second.data.results.length).toBeGreaterThan(0);
    expect(JSON.stringify(second.data.results)).toMatch(/[Bb]erlin/);
    expect(second.data.summaryState).toBe('available');
    expect(second.data.searchId).not.toBe(first.data.searchId);
    const bootAfter = (await ping(page)).data.startedAt;
    expect(bootAfter, 'the event page was suspended and started again').toBeGreaterThan(bootBefore);

    // A summary stream that lasts longer than the idle timeout, for the search made after the suspension…
    emulator.updateSettings({ streamItemDelayMs: 150 });
    const started = Date.now();
    const { events, connects } = await streamSummary(page, second.data.searchId);
    const bootAfterStream = (await ping(page)).data.startedAt;
    console.log(
      `summary after suspension: ${events.length} events in ${Date.now() - started} ms over ${connects} connection(s), ` +
        `types ${[...new Set(events.map((e) => e.type))].join(',')}, event page ${bootAfterStream === bootAfter ? 'stayed up' : 'restarted'} meanwhile`,
    );
    expectDefiniteEnd(events.at(-1));

    // …and for the search made before it: its record survived the suspension in storage.session.
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + 1_500));
    emulator.updateSettings({ streamItemDelayMs: 15 });
    const earlier = await streamSummary(page, first.data.searchId);
    expect((await ping(page)).data.startedAt, 'suspended again before the second summary').toBeGreaterThan(
      bootAfterStream,
    );
    expectDefiniteEnd(earlier.events.at(-1));
    // Two distinct searches, two billed: neither the suspension nor the summary cost another.
    expect(billed()).toBe(2);
    await page.close();
  });

  test('a summary cut off when its page closes resumes after the event page was suspended, with no extra billed search', async () => {
    const page = await firefox.openPage('popup.html');
    await useDemoKey(page);
    const found = await search(page, 'ramen tokyo');
    expect(found, JSON.stringify(found).slice(0, 500)).toMatchObject({ ok: true, data: { summaryState: 'available' } });
    const searchId: string = found.data.searchId;

    emulator.updateSettings({ streamItemDelayMs: 150 });
    await page.evaluate((id) => {
      window.events = [];
      const port = browser.runtime.connect({ name: 'scout.summary' });
      port.onMessage.addListener((e: unknown) => window.events.push(e));
      port.postMessage({ searchId: id });
    }, searchId);
    await waitFor(() => page.evaluate(() => window.events.length > 1), 'the first summary events');
    const partial: any[] = await page.evaluate(() => window.events);
    expect(
      partial.some((e) => e.final || e.type === 'error'),
      'still streaming when the page closes',
    ).toBe(false);
    const boot = (await ping(page)).data.startedAt;
    await page.close();

    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + 1_500));
    emulator.updateSettings({ streamItemDelayMs: 15 });
    const again = await firefox.openPage('popup.html');
    const { events } = await streamSummary(again, searchId);
    expect((await ping(again)).data.startedAt, 'the event page was suspended meanwhile').toBeGreaterThan(boot);
    expectDefiniteEnd(events.at(-1));
    expect(billed()).toBe(1);
    await again.close();
  });

  test('a summary silent for longer than the idle timeout: Firefox suspends the event page mid-stream, the stream still ends definitely', async () => {
    const page = await firefox.openPage('popup.html');
    await useDemoKey(page);
    // The emulator's summary (fixed at search time) starts only after twice the idle timeout. Neither the open
    // Port nor the pending fetch keeps a Firefox event page alive while nothing crosses them.
    emulator.updateSettings({ summaryDelayMs: IDLE_TIMEOUT_MS * 2 });
    const found = await search(page, 'french press coffee');
    expect(found, JSON.stringify(found).slice(0, 500)).toMatchObject({ ok: true, data: { summaryState: 'available' } });
    const boot = (await ping(page)).data.startedAt;
    const { events, connects } = await streamSummary(page, found.data.searchId);
    console.log(
      `silent summary: ${events.length} events over ${connects} connection(s): ${events
        .map((e) => e.type)
        .filter((t, i, a) => t !== a[i - 1])
        .join(' → ')}`,
    );
    expect(
      events.some((e) => e.type === 'disconnected'),
      'the event page went away mid-stream',
    ).toBe(true);
    expect((await ping(page)).data.startedAt).toBeGreaterThan(boot);
    expectDefiniteEnd(events.at(-1));
    expect(billed()).toBe(1);
    await page.close();
  });

  test('the popup UI searches from its searchbox and renders results, places and a final summary', async () => {
    const setup = await firefox.openPage('options.html');
    await useDemoKey(setup);
    await setup.close();
    const page = await firefox.openPage('popup.html');
    // A query no earlier test searched: a repeat would rightly come from Scout's cache, unbilled.
    await popupSearch(page, 'coffee shops in Lisbon');

    const results = (await region(page, 'Results'))!;
    expect(results.links.length).toBeGreaterThan(0);
    expect(results.links[0]![0]).toMatch(/Lisbon/);
    expect(results.links[0]![1]).toMatch(/^https:\/\//);
    await waitFor(async () => (await region(page, 'Places'))?.busy === 'false', 'the places');
    expect((await region(page, 'Places'))!.articles).toBeGreaterThan(0);
    await waitForFinalSummary(page);
    expect((await region(page, 'Summary'))!.text.length).toBeGreaterThan(100);
    expect(billed()).toBe(1);
    await page.close();
  });

  test('the popup UI: a summary that waits longer than the idle timeout still ends (the popup reconnects)', async () => {
    const page = await firefox.openPage('popup.html');
    await useDemoKey(page);
    const boot = (await ping(page)).data.startedAt;
    emulator.updateSettings({ summaryDelayMs: IDLE_TIMEOUT_MS * 2 });
    await popupSearch(page, 'black holes event horizon', /Event Horizon/);
    const alert = await waitForFinalSummary(page);
    expect(alert, `the summary ended with an error: ${alert}`).toBeNull();
    expect((await region(page, 'Summary'))!.text.length).toBeGreaterThan(100);
    expect((await ping(page)).data.startedAt, 'the event page was suspended meanwhile').toBeGreaterThan(boot);
    expect(billed()).toBe(1);
    await page.close();
  });

  test('Answers in the popup: after the event page idled out, "Get AI answer" streams one answer to a definite end, billed once', async () => {
    const page = await firefox.openPage('popup.html');
    // Saved as the options page saves them, so what was learned with the earlier tests' key is forgotten.
    await useDemoKey(page);
    for (const [key, which] of [
      ['demo-search', 'search'],
      ['demo-answers', 'answers'],
    ])
      expect(
        await page.evaluate((data) => browser.runtime.sendMessage({ type: 'key.save', data }), { key, which }),
      ).toMatchObject({
        ok: true,
      });
    const answers = () => emulator.stats().keys['demo-answers']?.answers ?? 0;
    const answersBefore = answers();
    await popupSearch(page, 'coffee in Lisbon', /Lisbon/);
    const boot = (await ping(page)).data.startedAt;

    // The answer is asked for from a new event page: the search it answers is read back from storage.session.
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + 1_500));
    emulator.updateSettings({ streamItemDelayMs: 150 });
    const clicked = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.trim().startsWith('Get AI answer'),
      );
      button?.click();
      return button !== undefined;
    });
    expect(clicked, 'the popup offered "Get AI answer"').toBe(true);
    let end: { cost: boolean; alert: string | null } = { cost: false, alert: null };
    await waitFor(
      async () => {
        end = await page.evaluate(() => ({
          cost: /Cost of this answer: \$\d/.test(
            document.querySelector('section[aria-label="Summary"]')?.textContent ?? '',
          ),
          alert: document.querySelector('section[aria-label="Summary"] [role="alert"]')?.textContent ?? null,
        }));
        return end.cost || end.alert !== null;
      },
      'the answer to end',
      30_000,
    );
    const summary = (await region(page, 'Summary'))!;
    console.log(
      `Firefox answer: ${end.cost ? 'complete' : `ended with "${end.alert}"`}, ${summary.text.length} chars, event page ` +
        `${(await ping(page)).data.startedAt === boot ? 'not restarted' : 'restarted'} since the search`,
    );
    expect(end.alert, 'the answer was read to its end').toBeNull();
    expect(summary.busy).toBe('false');
    expect(summary.text.length).toBeGreaterThan(100);
    expect(answers() - answersBefore).toBe(1);
    expect(emulator.stats().keys['demo-search']?.billed ?? 0).toBe(1);
    await page.close();
  });

  // Firefox answers permissions.contains() false for a pattern with a port: Scout's patterns carry none.
  test('an API base URL with a port is reachable in Firefox', async () => {
    const other = await createEmulator();
    try {
      const page = await firefox.openPage('popup.html');
      await useDemoKey(page, other.baseUrl);
      const answer = await search(page, 'coffee in Lisbon');
      await page.close();
      expect(answer).toMatchObject({ ok: true });
    } finally {
      await other.close();
    }
  });
});
