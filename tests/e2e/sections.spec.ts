/**
 * The complete results page in the popup: every section of an answer (infobox, news, videos, discussions, FAQ), in
 * the order the answer's `mixed` gives, hostile section text rendered inert, "search instead" for a corrected
 * query (one more billed search), and more than one /local/pois batch of places. Queries are from the emulator's
 * world (emulator/README.md).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

/** The section headings the popup gives each `mixed` type (the infobox is headed by its own title). */
const HEADINGS: Record<string, string> = {
  news: 'News',
  videos: 'Videos',
  discussions: 'Discussions',
  faq: 'Questions and answers',
  locations: 'Places',
};

interface RawAnswer {
  web: { results: { title: string }[] };
  infobox?: { results: { title: string }[] };
  mixed: { main: { type: string; index?: number; all: boolean }[]; side: { type: string }[] };
}

/** The same search straight from the emulator (unbilled for this test's key), to compare the popup's order with. */
async function rawAnswer(emulator: RunningEmulator, q: string): Promise<RawAnswer> {
  const url = `${emulator.baseUrl}/web/search?q=${encodeURIComponent(q)}&count=10&text_decorations=false`;
  const reply = await fetch(url, { headers: { 'X-Subscription-Token': 'demo-ai' } });
  return (await reply.json()) as RawAnswer;
}

/** What a reader meets in order: web result titles and section headings. */
async function readingOrder(page: Page): Promise<string[]> {
  return page
    .locator('.app-answer > div > ul > li > a.scout-result-title, .app-answer > div > section > :is(h2, h3)')
    .allTextContents();
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test("an answer with every section shows each, in the answer's own order, and passes axe in light and dark", async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  await popup.search('python tutorial');
  await popup.waitForResults();

  const raw = await rawAnswer(emulator, 'python tutorial');
  const expected = [
    ...raw.mixed.main.map((slot) => (slot.type === 'web' ? raw.web.results[slot.index!]!.title : HEADINGS[slot.type]!)),
    ...raw.mixed.side.map(() => raw.infobox!.results[0]!.title),
  ];
  expect(expected.length).toBeGreaterThan(8);
  await expect.poll(() => readingOrder(popup.page)).toEqual(expected);

  for (const name of ['News', 'Videos', 'Discussions']) {
    await expect(popup.section(name).getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  }
  const infobox = popup.section(raw.infobox!.results[0]!.title);
  await expect(infobox.getByRole('term').first()).toBeVisible();
  // FAQ answers are disclosures: closed at first, open on click.
  const faq = popup.section('Questions and answers');
  const firstQuestion = faq.locator('summary').first();
  await expect(faq.locator('details').first()).not.toHaveAttribute('open');
  await firstQuestion.click();
  await expect(faq.locator('details').first()).toHaveAttribute('open');
  await expect(faq.locator('details').first().getByRole('link')).toHaveAttribute('href', /^https:\/\//);
  // Thumbnails keep their box before they load: no layout shift.
  for (const img of await popup.results.locator('img').all()) {
    expect(await img.getAttribute('width')).toMatch(/^\d+$/);
    expect(await img.getAttribute('height')).toMatch(/^\d+$/);
    expect(await img.getAttribute('src')).toMatch(/^https?:\/\/127\.0\.0\.1|^https:\/\//);
  }

  for (const details of await faq.locator('details').all()) await details.evaluate((d) => d.setAttribute('open', ''));
  for (const colorScheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme });
    expect(await axeViolations(popup.page), `${colorScheme} mode`).toEqual([]);
  }
});

test('hostile text in every section stays text: no script runs, no handler, no unsafe link or image', async ({
  openPopup,
  useKey,
}) => {
  await useKey('demo-pro');
  const page = await openPopup();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const popup = new PopupPage(page);
  await popup.search('hostile sections');
  await popup.waitForResults();
  await expect(popup.section('News')).toBeVisible();
  for (const details of await popup.results.locator('details').all())
    await details.evaluate((d) => d.setAttribute('open', ''));

  const inspection = await page.evaluate(() => {
    const root = document.querySelector('.app-answer')!;
    const all = Array.from(root.querySelectorAll('*'));
    return {
      text: root.textContent ?? '',
      tags: [...new Set(all.map((e) => e.localName))].sort(),
      handlers: all.flatMap((e) =>
        Array.from(e.attributes)
          .filter((a) => a.name.startsWith('on'))
          .map((a) => `${e.localName}@${a.name}`),
      ),
      hrefs: Array.from(root.querySelectorAll('[href]')).map((e) => e.getAttribute('href')!),
      srcs: Array.from(root.querySelectorAll('[src]')).map((e) => e.getAttribute('src')!),
    };
  });
  expect(inspection.text).toContain('<script>alert(1)</script>');
  expect(inspection.handlers).toEqual([]);
  for (const forbidden of [
    'script',
    'iframe',
    'object',
    'embed',
    'video',
    'audio',
    'constructor',
    '__proto__',
    'tostring',
    'form',
    'input',
  ]) {
    expect(inspection.tags).not.toContain(forbidden);
  }
  expect(inspection.hrefs.length).toBeGreaterThan(0);
  // Web links, and a place's phone number as digits only.
  for (const href of inspection.hrefs) expect(href).toMatch(/^https?:\/\/|^tel:\+?\d+$/);
  for (const src of inspection.srcs) expect(src).toMatch(/^https:\/\/|^http:\/\/127\.0\.0\.1:\d+\/__emulator\/img\//);
  expect(dialogs).toEqual([]);
});

test('"search instead" runs the query as typed, spellcheck off: exactly one more billed search', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  await popup.search('pyhton tutorial');
  await popup.waitForResults();
  await expect(popup.results.getByText('Showing results for “python tutorial”.')).toBeVisible();
  expect(emulator.stats().keys['demo-pro']?.billed).toBe(1);

  await popup.results.getByRole('button', { name: 'Search instead for “pyhton tutorial”' }).click();
  await expect(popup.results.getByText(/Showing results for/)).toHaveCount(0);
  await popup.waitForResults();
  await expect(popup.searchbox).toHaveValue('pyhton tutorial');
  expect(emulator.stats().keys['demo-pro']?.billed).toBe(2);
});

test('47 places fill in through three /local/pois batches of at most 20 ids', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  await popup.search('restaurants berlin');
  await popup.waitForResults();
  await popup.waitForPlaces();
  await popup.page.getByRole('button', { name: 'Show all 47 places' }).click();
  await expect(popup.placeCards).toHaveCount(47);
  const endpoints = emulator.stats().keys['demo-pro']!.endpoints;
  expect(endpoints['local/pois']?.requests).toBe(3);
  expect(endpoints['local/descriptions']?.requests).toBe(3);
  expect(endpoints['local/pois']?.errors).toEqual({});
});
