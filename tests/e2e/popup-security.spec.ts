/**
 * docs/security-plan.md C1/C2/C7 end to end: hostile API text reaches the popup as text only. The emulator escapes its own
 * text, so this test answers the extension's API calls itself (Playwright routes also catch the service worker's
 * requests) with markup in every field the popup shows, then proves that no handler ran (a page-level canary stays
 * unset, no dialog opened) and that no element or attribute from API text is in the DOM.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_BUILD_DIR } from './paths';
import { PopupPage } from './pages/popup';

const CANARY = '__scoutPwned';
const HOSTILE = [
  `<script>window.${CANARY}=1</script>`,
  `<img src=x onerror="window.${CANARY}=2">`,
  `<svg onload="window.${CANARY}=3"></svg>`,
  `<iframe src="javascript:parent.${CANARY}=4"></iframe>`,
  `<style>*{display:none!important}</style>`,
  `<a href="javascript:window.${CANARY}=5">click me</a>`,
  `<math><mi xlink:href="javascript:window.${CANARY}=6">x</mi></math>`,
  `<noscript><p title="</noscript><img src=x onerror=window.${CANARY}=7>">`,
  `<strong>unclosed`,
  `&lt;script&gt;window.${CANARY}=8&lt;/script&gt;`,
  `&amp;lt;img src=x onerror=window.${CANARY}=9&amp;gt;`,
];
const all = HOSTILE.join(' ');
const UNSAFE_URLS = [
  `javascript:window.${CANARY}=10`,
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'chrome://settings',
  '/relative',
];
const PLACE_ID = 'locHOSTILE0000000000000000000000000000000=';

const webAnswer = {
  type: 'search',
  query: { original: 'hostile', more_results_available: false },
  web: {
    type: 'search',
    results: [
      ...HOSTILE.map((h, i) => ({
        title: `Hostile ${i} ${h}`,
        url: `https://ok.example/${i}`,
        description: h,
        extra_snippets: [h],
        meta_url: { favicon: `javascript:window.${CANARY}=11` },
      })),
      ...UNSAFE_URLS.map((url, i) => ({ title: `Unsafe link ${i}`, url, description: all })),
    ],
  },
  locations: {
    type: 'locations',
    results: [{ id: PLACE_ID, title: `Hostile place ${all}`, description: all, coordinates: [38.7, -9.1] }],
  },
  summarizer: { type: 'summarizer', key: 'hostile-summary-key' },
};

const summaryTokens = [
  { type: 'token', data: `Summary text ${all}` },
  {
    type: 'inline_reference',
    data: { url: 'https://ok.example/cited', number: 1, end_index: 5, favicon: UNSAFE_URLS[0] },
  },
  { type: 'inline_reference', data: { url: UNSAFE_URLS[0], number: 2, end_index: 12 } },
];
const summaryAnswer = {
  type: 'summarizer',
  status: 'complete',
  title: `Hostile title ${HOSTILE[1]}`,
  summary: summaryTokens,
  enrichments: {
    raw: all,
    context: [
      { title: HOSTILE[0], url: 'https://ok.example/cited' },
      { title: HOSTILE[1], url: UNSAFE_URLS[1] },
    ],
    entities: [{ name: HOSTILE[1], url: UNSAFE_URLS[0] }],
  },
  followups: [`Follow ${HOSTILE[1]}`],
};

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

async function answerWithHostileText(page: Page) {
  const context = page.context();
  await context.route('**/res/v1/web/search**', (route) => json(route, webAnswer));
  await context.route('**/res/v1/local/pois**', (route) =>
    json(route, {
      type: 'local_pois',
      results: [
        {
          id: PLACE_ID,
          title: `Hostile place ${all}`,
          url: UNSAFE_URLS[0],
          phone: `javascript:${CANARY}`,
          postal_address: { displayAddress: all },
        },
      ],
    }),
  );
  await context.route('**/res/v1/local/descriptions**', (route) =>
    json(route, {
      type: 'local_descriptions',
      results: [
        {
          type: 'local_description',
          id: PLACE_ID,
          description: `# About\n\n${all}\n\n[click](javascript:window.${CANARY}=12) ![x](javascript:1)`,
        },
      ],
    }),
  );
  await context.route('**/res/v1/summarizer/summary_streaming**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: `${summaryTokens.map((m) => `data: ${JSON.stringify(m)}\n\n`).join('')}data: [DONE]\n\n`,
    }),
  );
  await context.route('**/res/v1/summarizer/search**', (route) => json(route, summaryAnswer));
}

/** Fires the events inline handlers listen for on every element, so any handler that slipped in would run. */
async function fireEverything(): Promise<void> {
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const type of ['error', 'load', 'mouseover', 'focus', 'toggle', 'animationstart'])
      element.dispatchEvent(new Event(type));
  }
  await new Promise((resolve) => setTimeout(resolve, 0)); // let any queued script or handler run
}

test('hostile API text in results, places and the summary is shown as text and never runs (C1, C2, C7)', async ({
  openPopup,
  useKey,
}) => {
  await useKey('demo-ai');
  const page = await openPopup();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await answerWithHostileText(page);
  const popup = new PopupPage(page);
  await popup.search('hostile');
  await popup.waitForResults();
  await popup.waitForPlaces();
  await popup.waitForFinalSummary();
  await popup.summary.getByText('Sources and mentions', { exact: true }).click();

  // The text of hostile markup is still there, as text.
  await expect(popup.resultLinks.first()).toHaveText(/^Hostile 0/);
  await expect(popup.results).toContainText('<script>window.__scoutPwned=8</script>');
  await expect(popup.placeCards.first()).toContainText('Hostile place');
  await expect(popup.summary.getByRole('heading', { level: 2 })).toHaveText('Hostile title');
  await expect(popup.summary.getByRole('button', { name: /^Follow / })).toHaveText(`Follow ${HOSTILE[1]}`);

  await page.evaluate(fireEverything);
  expect(await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], CANARY)).toBeUndefined();
  expect(dialogs).toEqual([]);

  const dom = await page.evaluate(() => {
    const elements = Array.from(document.querySelectorAll('*'));
    return {
      // The page's own styles are in its head (scripts/build/search-shell.ts); API text renders in the body.
      tags: [...new Set(elements.filter((e) => !document.head.contains(e)).map((e) => e.tagName.toLowerCase()))],
      headStyles: Array.from(document.head.querySelectorAll('style')).map((e) => e.textContent),
      scripts: Array.from(document.scripts).map((s) => s.getAttribute('src')),
      handlers: elements.flatMap((e) =>
        Array.from(e.attributes)
          .filter((a) => a.name.startsWith('on'))
          .map((a) => `${e.tagName}[${a.name}]`),
      ),
      hrefs: elements.filter((e) => e.hasAttribute('href') && e.tagName !== 'LINK').map((e) => e.getAttribute('href')!),
      srcs: Array.from(document.images).map((i) => i.getAttribute('src')!),
      svgs: Array.from(document.querySelectorAll('svg')).filter((s) => !s.closest('button')).length,
    };
  });
  for (const tag of ['iframe', 'style', 'math', 'noscript', 'object', 'embed'])
    expect(dom.tags, `<${tag}> from API text`).not.toContain(tag);
  const shipped = fs.readFileSync(path.join(DEMO_BUILD_DIR, 'popup.html'), 'utf8');
  expect(dom.headStyles, 'only the styles popup.html ships').toEqual(
    [...shipped.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]),
  );
  expect(dom.scripts.every((src) => src !== null && src.startsWith('/chunks/'))).toBe(true);
  expect(dom.svgs, 'only the popup’s own icons (inside its buttons) are SVG').toBe(0);
  expect(dom.handlers).toEqual([]);
  for (const href of dom.hrefs) expect(href).toMatch(/^(https?:\/\/|tel:)/);
  for (const src of dom.srcs) expect(src === '/icon/32.png' || src.startsWith('https://')).toBe(true);
  // Unsafe result URLs are shown without a link.
  await expect(popup.results.getByText('Unsafe link 0')).toBeVisible();
  await expect(popup.results.getByRole('link', { name: /Unsafe link/ })).toHaveCount(0);
});
