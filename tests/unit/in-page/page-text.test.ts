/**
 * The page's readable text for "Ask Scout about this page" (entrypoints/in-page/page-text.ts): the main content, not
 * the site's furniture, scripts, styles, form fields or hidden text; bounded, with the whole count; and linear on a
 * hostile page (5 MB, deep nesting). Real saved pages (htmlparser-benchmark, as tests/e2e/pages/real-pages.ts uses).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPageText } from '@/entrypoints/in-page/page-text';
import { fakeLayout } from './highlight/fake-layout';

const FILES = path.join(path.dirname(fileURLToPath(import.meta.resolve('htmlparser-benchmark/package.json'))), 'files');
const WASHINGTON_POST = 'ee6491900971a22d8bb763e233061cd1c984e7f73b4c4f31b76d1da06df2dc5e';
const DAILY_MAIL = '488a0b7fa8bc2e0d799ac1dcb22620654777c66a9260983f369d842210f5d3d4';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const realPage = (hash: string) => parse(fs.readFileSync(path.join(FILES, `${hash}.html`), 'utf8'));
const read = (doc: Document, limit = 12_000) => readPageText(doc, limit, { layout: fakeLayout() });

const ARTICLE = `<!doctype html><html><head><title>Coffee</title><style>p { color: red }</style></head><body>
  <nav><a href="/">Home</a> <a href="/news">News</a></nav>
  <header>Site header</header>
  <main>
    <h1>Coffee in Lisbon</h1>
    <p>Lisbon wakes up on coffee. Most mornings start with a <b>bica</b> at the counter.</p>
    <p>The best espresso in town is at Torra Roasters, near São Bento.</p>
    <script>var secret = "script text";</script>
    <p data-layout="none">Hidden by its style.</p>
    <p hidden>Hidden by its attribute.</p>
    <div aria-hidden="true">Hidden from readers.</div>
    <p data-layout="clip">Visually hidden one-pixel text.</p>
    <form><label>Your pick <input value="Torra"></label><textarea>Form text.</textarea></form>
    <p>For the view, climb to the miradouro and order a galão with a pastry on the side.</p>
  </main>
  <footer>Copyright footer</footer>
</body></html>`;

describe('readPageText', () => {
  it('reads the main content as the reader sees it: blocks on their own lines, no hidden or non-reader text', () => {
    const { text, total } = read(parse(ARTICLE));
    expect(text).toBe(
      [
        'Coffee in Lisbon',
        'Lisbon wakes up on coffee. Most mornings start with a bica at the counter.',
        'The best espresso in town is at Torra Roasters, near São Bento.',
        'For the view, climb to the miradouro and order a galão with a pastry on the side.',
      ].join('\n'),
    );
    expect(total).toBe(text.length);
  });

  it('reads the body without the site’s navigation, header and footer when there is no main content', () => {
    const doc = parse(ARTICLE.replace('<main>', '<div>').replace('</main>', '</div>'));
    const { text } = read(doc);
    expect(text).toContain('Torra Roasters');
    expect(text).not.toMatch(/Home|Site header|Copyright footer/);
  });

  it('keeps at most the limit, cut at a word, and counts the whole text', () => {
    const whole = read(parse(ARTICLE));
    const { text, total } = read(parse(ARTICLE), 60);
    expect(text.length).toBeLessThanOrEqual(60);
    expect(text.length).toBeGreaterThan(40);
    expect(whole.text.startsWith(text)).toBe(true);
    expect(whole.text[text.length]).toMatch(/\s/);
    expect(total).toBe(whole.total);
  });

  it.each([
    ['Washington Post', WASHINGTON_POST],
    ['Daily Mail', DAILY_MAIL],
  ])('reads a real news page (%s): text, no markup or script, bounded', (_, hash) => {
    const doc = realPage(hash);
    const { text, total } = read(doc);
    expect(text.length).toBeGreaterThan(1_000);
    expect(text.length).toBeLessThanOrEqual(12_000);
    expect(total).toBeGreaterThanOrEqual(text.length);
    // The pages' scripts and styles (each has many) are not text; a page may write markup as text, which stays.
    expect(text).not.toMatch(/<\/?(script|style)\b|function\s*\(|\{\s*[a-z-]+\s*:\s*[^}]*;/i);
    expect(text).not.toMatch(/ {2}|\n{2}/);
  });

  it('reads a 5 MB page into a bounded text, and counts it all', () => {
    const paragraph = `<p>${'A sentence of the long page. '.repeat(40)}</p>`;
    const doc = parse(`<main>${paragraph.repeat(Math.ceil(5_000_000 / paragraph.length))}</main>`);
    const { text, total } = read(doc);
    expect(text.length).toBeLessThanOrEqual(12_000);
    expect(text.length).toBeGreaterThan(11_500);
    expect(total).toBeGreaterThan(4_500_000);
  });

  it('leaves out what the caller excludes (Scout’s own panel)', () => {
    const doc = parse(ARTICLE.replace('<h1>', '<div data-scout-panel>Scout panel</div><h1>'));
    const { text } = readPageText(doc, 12_000, {
      layout: fakeLayout(),
      isExcluded: (element) => element.hasAttribute('data-scout-panel'),
    });
    expect(text).not.toContain('Scout panel');
  });
});
