import { describe, expect, it } from 'vitest';
import { searchShellHtml, withoutFirstPaintStyles, withSearchShell } from '@/scripts/build/search-shell';

const PAGE = `<!DOCTYPE html><html><head>
    <meta name="manifest.type" content="browser_action">
    <meta name="manifest.default_title" content="__MSG_actionTitle__">
    <title>Scout</title>
    <script type="module" crossorigin src="/chunks/popup-A1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/client-B2.css">
<link rel="stylesheet" crossorigin href="/assets/app-C3.css"></head>
<body><div id="app" data-search-shell="narrow"></div></body></html>`;
const STYLES: Record<string, string> = { 'assets/client-B2.css': ':root{--a:1}', 'assets/app-C3.css': '.app{--b:2}' };

describe('search-shell (the search pages: a focused box in their HTML)', () => {
  it("puts the shell in the app root and the page's stylesheets inline, so no file holds the first frame", () => {
    const html = withSearchShell(PAGE, (file) => STYLES[file]!);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>:root{--a:1}.app{--b:2}</style></head>');
    expect(html).toContain(`<div id="app">${searchShellHtml('narrow')}</div>`);
    expect(html).toContain('<script type="module" crossorigin src="/chunks/popup-A1.js"></script>');
  });

  it("ships the head without WXT's build-time metas and the whitespace between its tags", () => {
    const head = withSearchShell(PAGE, (file) => STYLES[file]!).split('</head>')[0]!;
    expect(head).not.toContain('manifest.');
    expect(head).not.toMatch(/>\s+</);
    expect(head).toContain('<title>Scout</title><script type="module"');
  });

  it('leaves a page that asks for no shell as it is (options, panel)', () => {
    const options = PAGE.replace(' data-search-shell="narrow"', '');
    expect(withSearchShell(options, () => 'x')).toBe(options);
  });

  it('draws a labelled, autofocused search box in the layout asked for, and nothing that submits', () => {
    document.body.replaceChildren(
      ...new DOMParser().parseFromString(searchShellHtml('wide'), 'text/html').body.childNodes,
    );
    const box = document.querySelector('input')!;
    expect(box.type).toBe('search');
    expect(box.autofocus).toBe(true);
    expect(box.getAttribute('aria-label')).toBe('Search');
    expect(document.querySelector('main')!.className).toBe('app app-wide');
    expect(document.querySelector('h1')!.textContent).toBe('Scout');
    expect(document.querySelector('form, button')).toBeNull();
  });

  it("drops the stylesheets the pages hold inline from lazy imports' dependencies and renumbers them", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["chunks/answer-X.js","assets/client-B2.css",' +
      '"chunks/errors-Y.js","assets/app-C3.css","assets/answer-Z.css"])))=>i.map(i=>d[i]);' +
      'a(()=>import("./answer-X.js"),__vite__mapDeps([0,1,2,3,4]));b(()=>import("./errors-Y.js"),__vite__mapDeps([2,3]));';
    const out = withoutFirstPaintStyles(code, new Set(['assets/client-B2.css', 'assets/app-C3.css']));
    expect(out).toContain('m.f=["chunks/answer-X.js","chunks/errors-Y.js","assets/answer-Z.css"]');
    expect(out).toContain('__vite__mapDeps([0,1,2])');
    expect(out).toContain('__vite__mapDeps([1])');
  });

  it('leaves a chunk without lazy imports as it is', () => {
    expect(withoutFirstPaintStyles('export const a=1;', new Set(['assets/app-C3.css']))).toBe('export const a=1;');
  });
});
