/**
 * Real saved web pages for the in-page benchmark and tests, beside the generated ones: news articles with their own
 * heavy markup (navigation, menus, hidden parts, inline styles, comments, forms), from the npm package
 * `htmlparser-benchmark` (278 real-life pages saved by htmlparser2's authors, MIT); a 1 MB encyclopedia article saved
 * with its own markup (tables, infoboxes, navigation boxes, references, hidden parts: tests/e2e/pages/saved/, from
 * mozilla/readability's test pages); and a megabyte made of real pages only: the bodies (and inline styles) of the
 * package's largest pages, one after another; no text is generated.
 *
 * For Scout to have something to find, each page is made to name places of the emulator's world, in a documented way:
 * its first `<h1>` (else its `<title>`) reads "Coffee in Lisbon", which "Find places on this page" searches and
 * which the emulator answers with the Lisbon places (tests/e2e/pages/articles.ts), and every `every`-th run of the
 * page's own text gets one of those names appended, in turn. Text runs inside scripts, styles, comments, form
 * controls and the like are left alone; runs in hidden parts are not, so that what the reader cannot see is named too.
 * The page's scripts are not run (SCRIPTLESS_CSP): they would fetch from the web, which is not there.
 */
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The emulator's places that "Coffee in Lisbon" finds, named in turn. */
export const REAL_PAGE_PLACES = ['Torra Roasters', 'Pastelaria Nata Dourada', 'Café Miradouro'] as const;
const REAL_PAGE_HEADING = 'Coffee in Lisbon';

/** No script of the page runs and nothing is fetched from elsewhere; `nonce` lets one script of the bench's run. */
export const SCRIPTLESS_CSP = "default-src 'self' data: 'unsafe-inline'; script-src 'nonce-scout-bench'";

const FILES = path.join(path.dirname(fileURLToPath(import.meta.resolve('htmlparser-benchmark/package.json'))), 'files');
const read = (hash: string) => fs.readFileSync(path.join(FILES, `${hash}.html`), 'utf8');
const SAVED = path.join(path.dirname(fileURLToPath(import.meta.url)), 'saved');
const readSaved = (file: string) => fs.readFileSync(path.join(SAVED, file), 'utf8');

/** Where text is not the reader's (or not Scout's to mark): its runs get no name. */
const CLOSED_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'button',
  'select',
  'option',
  'noscript',
  'template',
]);
const TOKEN = /(<!--[\s\S]*?-->|<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<\/?[a-zA-Z][^>]*>)/;

/** Appends a place name to every `every`-th non-blank text run outside CLOSED_TEXT; returns the page and how many. */
function nameInText(html: string, every: number): { html: string; named: number } {
  const parts = html.split(TOKEN);
  const open = new Map<string, number>();
  let runs = 0;
  let named = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1) {
      // A comment, or a whole script or style element, opens nothing.
      const tag = /^<(\/?)([a-zA-Z][\w-]*)[^>]*>$/.exec(part);
      if (tag && CLOSED_TEXT.has(tag[2]!.toLowerCase())) {
        const name = tag[2]!.toLowerCase();
        open.set(name, Math.max(0, (open.get(name) ?? 0) + (tag[1] ? -1 : 1)));
      }
      continue;
    }
    if (part.trim() === '' || [...open.values()].some((depth) => depth > 0)) continue;
    if (runs++ % every !== every - 1) continue;
    parts[i] =
      `${part.trimEnd()} ${REAL_PAGE_PLACES[named++ % REAL_PAGE_PLACES.length]}${part.slice(part.trimEnd().length)}`;
  }
  return { html: parts.join(''), named };
}

/** The heading Scout searches: the first <h1>'s text, else the <title>'s. */
function withHeading(html: string): string {
  if (/<h1\b[^>]*>[\s\S]*?<\/h1>/i.test(html))
    return html.replace(/(<h1\b[^>]*>)[\s\S]*?(<\/h1>)/i, `$1${REAL_PAGE_HEADING}$2`);
  return html.replace(/(<title\b[^>]*>)[\s\S]*?(<\/title>)/i, `$1${REAL_PAGE_HEADING}$2`);
}

export interface RealPage {
  name: string;
  html: string;
  bytes: number;
  /** Names appended to the page's text, hidden ones included (the visible count is what the page itself shows). */
  named: number;
}

function realPage(name: string, html: string, every: number, probe: string): RealPage {
  const named = nameInText(withHeading(html), every);
  const page = named.html.replace(
    /<head\b[^>]*>/i,
    (head) => `${head}${probe.replace('<script>', '<script nonce="scout-bench">')}`,
  );
  return { name, html: page, bytes: Buffer.byteLength(page), named: named.named };
}

/** The package's pages, by file (sha256 of the page). */
const WASHINGTON_POST = 'ee6491900971a22d8bb763e233061cd1c984e7f73b4c4f31b76d1da06df2dc5e';
const DAILY_MAIL = '488a0b7fa8bc2e0d799ac1dcb22620654777c66a9260983f369d842210f5d3d4';

/** A body's inner markup and a head's inline styles. */
const bodyOf = (html: string) => /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
const stylesOf = (html: string) => html.match(/<style\b[\s\S]*?<\/style\s*>/gi) ?? [];

/** The package's largest pages' bodies, largest first, until `bytes`: one long real page. */
function megabyte(bytes: number): string {
  const files = fs
    .readdirSync(FILES)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ hash: file.slice(0, -5), size: fs.statSync(path.join(FILES, file)).size }))
    .sort((a, b) => b.size - a.size || a.hash.localeCompare(b.hash));
  const styles: string[] = [];
  const bodies: string[] = [];
  let size = 0;
  for (const { hash } of files) {
    if (size >= bytes) break;
    const html = read(hash);
    styles.push(...stylesOf(html));
    bodies.push(`<section>${bodyOf(html)}</section>`);
    size += html.length;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Real pages</title>${styles.join('')}</head><body><h1>${REAL_PAGE_HEADING}</h1>${bodies.join('')}</body></html>`;
}

/**
 * The real pages, each with `probe` (a `<script>…</script>` the bench or a test needs in the page) at the head's
 * start: two news articles as saved, the 1 MB Wikipedia article naming the places about 600 times (every 12th run),
 * and a megabyte of real pages naming them about 600 times (every 5th run).
 */
export function realPages(probe = ''): RealPage[] {
  return [
    realPage('news article, Washington Post (221 KB)', read(WASHINGTON_POST), 10, probe),
    realPage('news article, Daily Mail (288 KB)', read(DAILY_MAIL), 10, probe),
    realPage(
      'encyclopedia article, Wikipedia "New Zealand" (1 MB)',
      readSaved('wikipedia-new-zealand.html'),
      12,
      probe,
    ),
    realPage('1 MB of real pages', megabyte(1_000_000), 5, probe),
  ];
}

/**
 * Per place of REAL_PAGE_PLACES, how often a reader sees its name on `page`: its whole-word occurrences in the text
 * the page renders (`innerText` leaves out what is not rendered and breaks lines where the layout does). Case and
 * accents are folded as Scout folds them (highlight/normalize.ts); a word char is a letter or a digit, as in
 * highlight/highlighter.ts; a name's words stand apart by spaces only, as a line break parts them for a reader.
 * (No named function inside: the bench's TypeScript runner would name it through a helper the page does not have.)
 */
export function readerCounts(page: Page): Promise<number[]> {
  return page.evaluate(
    (names) =>
      names.map((name) => {
        const words = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ').join('[ \\t\\u00a0]+');
        const text = document.body.innerText.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
        return text.match(new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'gu'))?.length ?? 0;
      }),
    [...REAL_PAGE_PLACES],
  );
}
