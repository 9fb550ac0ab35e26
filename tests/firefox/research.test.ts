// @vitest-environment node
/**
 * Research in Firefox ESR (issue 38), in the side panel's page (opened as a tab, as sidebar.test.ts does): "Research"
 * shows its progress as it streams and Stop ends it (the emulator saw its client leave before the answer); "Research
 * again" runs to the end and shows the answer with its sources.
 */
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitFor } from './firefox';
import { scoutPerFile } from './scout-per-file';

const scout = scoutPerFile();

const region = 'section[aria-label="Research"]';
const regionText = (page: Page) =>
  page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.innerText ?? '', region);
const click = (page: Page, name: string) =>
  page.evaluate(
    (selector, name) => {
      const button = [...document.querySelectorAll<HTMLElement>(`${selector} button`)].find(
        (b) => b.textContent?.trim() === name,
      );
      button?.click();
      return button !== undefined;
    },
    region,
    name,
  );

test('side panel: progress as it streams, Stop ends the run; again, the answer with its sources', async () => {
  await scout.storeKeys({ apiKey: 'demo-search', answersKey: 'demo-answers' });
  // Slow enough to watch its progress and stop it part-way.
  scout.emulator.updateSettings({ researchStepMs: 400 });

  const panel = await scout.firefox.openPage('sidepanel.html');
  await panel.waitForSelector('input[type="search"]');
  await panel.type('input[type="search"]', 'how do black holes form');
  await panel.keyboard.press('Enter');
  await waitFor(async () => /at most \$\d/.test(await regionText(panel)), 'the research offer and its price');
  await waitFor(() => click(panel, 'Research'), '"Research"');

  await waitFor(
    async () => /Researching… [1-9]\d* searches/.test(await regionText(panel)),
    'the research progress',
    30_000,
  );
  expect(await panel.evaluate((s) => document.querySelector(s)?.getAttribute('aria-busy'), region)).toBe('true');
  await waitFor(() => click(panel, 'Stop'), '"Stop"');
  await waitFor(
    async () => (await regionText(panel)).includes('Stopped. Nothing more is billed for it.'),
    'the stopped note',
  );
  // The request was cut at once: the emulator saw its client leave before the answer.
  await waitFor(async () => scout.emulator.stats().keys['demo-answers']?.answersAborted === 1, 'the run to end');

  scout.emulator.updateSettings({ researchStepMs: 20 });
  await waitFor(() => click(panel, 'Research again'), '"Research again"');
  await waitFor(
    () => panel.evaluate((s) => document.querySelector(s)?.getAttribute('aria-busy') === 'false', region),
    'the research to finish',
    30_000,
  );
  const { headings, links } = await panel.evaluate(
    (s) => ({
      headings: [...document.querySelectorAll(`${s} :is(h2, h3, h4, h5)`)].map((h) => h.textContent),
      links: [...document.querySelectorAll<HTMLAnchorElement>(`${s} a[href]`)].map((a) => a.protocol),
    }),
    region,
  );
  expect(headings).toEqual(expect.arrayContaining(['Sources', 'Blind spots']));
  expect(links.length).toBeGreaterThan(0);
  expect(new Set(links)).toEqual(new Set(['https:']));
  expect(await regionText(panel)).toMatch(/Cost of this research: \$\d/);
  expect(await regionText(panel)).not.toMatch(/did not finish/);
  expect(scout.emulator.stats().keys['demo-answers']).toMatchObject({ answers: 2, answersAborted: 1 });
  await panel.close();
});
