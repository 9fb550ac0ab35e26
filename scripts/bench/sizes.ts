/**
 * Sizes of the production Chrome build: gzip (level 9) of what each entrypoint loads, and the store zip.
 * The popup is counted twice: what its first paint loads (popup.html itself, its scripts, preloads and styles) and
 * everything it can load (the chunks and styles those import, lazily or not).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The two files whose start-up cost matters: parsed on every worker wake-up, and in every page Scout is asked onto. */
export const WORKER_FILE = 'background.js';
export const IN_PAGE_FILE = 'in-page.js';

export interface Sizes {
  popup_first_paint_gzip_kb: number;
  popup_all_gzip_kb: number;
  /** The results tab's and the side panel's first paint, counted as the popup's. */
  results_first_paint_gzip_kb: number;
  sidepanel_first_paint_gzip_kb: number;
  options_gzip_kb: number;
  /** The in-page panel's page (an extension page in an iframe) and everything it loads. */
  panel_gzip_kb: number;
  content_script_gzip_kb: number;
  background_gzip_kb: number;
  js_all_gzip_kb: number;
  store_zip_kb: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const sum = (files: Iterable<string>) => [...files].reduce((n, file) => n + gzip(file), 0);

/** Files an HTML page or a script names (`/chunks/x.js`, `assets/y.css`, `./z.js`), resolved in the build. */
function referenced(build: string, file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const refs = [...text.matchAll(/["'(](\/?(?:chunks|assets)\/[\w.-]+\.(?:js|css)|\.\/[\w.-]+\.js)["')]/g)].map(
    (m) => m[1]!,
  );
  return refs.map((ref) =>
    ref.startsWith('./') ? path.join(path.dirname(file), ref) : path.join(build, ref.replace(/^\//, '')),
  );
}

function closure(build: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...referenced(build, file));
  }
  return seen;
}

export function measureSizes(build: string, zipFile: string): Sizes {
  const page = (html: string) => referenced(build, path.join(build, html));
  // The page itself counts: the search pages hold their first paint's styles (scripts/build/search-shell.ts).
  const firstPaint = (html: string) => new Set([path.join(build, html), ...page(html)]);
  const allJs = (fs.readdirSync(build, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(build, file));
  return {
    popup_first_paint_gzip_kb: kb(sum(firstPaint('popup.html'))),
    popup_all_gzip_kb: kb(sum(closure(build, page('popup.html')))),
    results_first_paint_gzip_kb: kb(sum(firstPaint('results.html'))),
    sidepanel_first_paint_gzip_kb: kb(sum(firstPaint('sidepanel.html'))),
    options_gzip_kb: kb(sum(closure(build, page('options.html')))),
    panel_gzip_kb: kb(sum(closure(build, page('panel.html')))),
    content_script_gzip_kb: kb(gzip(path.join(build, IN_PAGE_FILE))),
    background_gzip_kb: kb(gzip(path.join(build, WORKER_FILE))),
    js_all_gzip_kb: kb(sum(allJs)),
    store_zip_kb: kb(fs.statSync(zipFile).size),
  };
}
