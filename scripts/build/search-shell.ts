/**
 * The search pages' box before any of their scripts runs (issue 27: page open → box focused). A page whose HTML has
 * `<div id="app" data-search-shell="narrow">` (or `"wide"`: the popup, the side panel, the results tab) gets in it, at
 * build time, the search bar as the app draws it: its hidden heading, the logo, a search box with `autofocus`, which
 * the browser focuses at the page's first frame, and the buttons' places (their icons come with the app, which takes
 * the box over: components/app/shell.ts). The page's own stylesheets are inlined in it, because the browser focuses
 * nothing while a stylesheet file is still loading; so the lazy parts must not load those files again
 * (`withoutFirstPaintStyles`). Measured (issue 36: 4 runs of 30 opens, alternating builds), the box was focused about
 * 16–29 ms later in each run with the styles linked instead (popup medians 117–141 ms from the navigation against
 * 93–125), and 28–52 ms later with no shell.
 */
import type { Plugin } from 'vite';
import english from '../../public/_locales/en/messages.json';

/** The app root that asks for the shell, with the app's layout (SearchApp.tsx's `layout`: `narrow` or `wide`). */
const MARKER = /<div id="app" data-search-shell="(narrow|wide)"><\/div>/;

/**
 * English only: extension pages get no `__MSG_…__` substitution. The app replaces the bar with the localized one a
 * few milliseconds later, and the box has no placeholder until then, so no other language's user sees English.
 */
export const searchShellHtml = (layout: string) =>
  `<main class="app app-${layout}"><h1 class="scout-visually-hidden">${english.popup_title.message}</h1>` +
  '<div class="app-bar">' +
  '<img class="app-logo" src="/icon/32.png" alt="" width="20" height="20">' +
  `<div class="app-search" role="search"><input type="search" aria-label="${english.popup_searchLabel.message}" ` +
  'autocomplete="off" enterkeyhint="search" autofocus>' +
  '<span class="app-search-button"></span></div><span class="app-icon-button"></span></div></main>';

/** The dependency list of a chunk's lazy imports (Vite's preload helper), and each import's indices into it. */
const DEPS = /m\.f=\[([^\]]*)\]/;
const DEP_INDICES = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code whose lazy imports no longer load the stylesheets the search pages hold inline (`inlined`): every page
 * that has such an import has them already (the search pages in their HTML, the others as files it links), and loading
 * them again after the page's own styles would put them last, over the results tab's (entrypoints/results/results.css).
 * Vite hands its `resolveDependencies` option the scripts only, so this rewrites its output.
 */
export function withoutFirstPaintStyles(code: string, inlined: ReadonlySet<string>): string {
  const list = DEPS.exec(code);
  if (!list) return code;
  const deps = JSON.parse(`[${list[1]}]`) as string[];
  const moved = new Map<number, number>();
  const kept: string[] = [];
  deps.forEach((dep, index) => {
    if (inlined.has(dep)) return;
    moved.set(index, kept.length);
    kept.push(dep);
  });
  const indices = (list: string) =>
    list
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((index) => moved.has(index));
  return code
    .replace(DEPS, `m.f=${JSON.stringify(kept)}`)
    .replace(
      DEP_INDICES,
      (_call, list: string) => `__vite__mapDeps(${JSON.stringify(indices(list).map((index) => moved.get(index)))})`,
    );
}

const STYLESHEET = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">\s*/g;
/** WXT reads a page's `manifest.*` metas from its source at build time; the browser has no use for them. */
const BUILD_META = /<meta name="manifest\.[\w.]+" content="[^"]*">\s*/g;

/**
 * A shell page's HTML with the shell in its app root and the stylesheets it links inlined, in their order, as one
 * `<style>` (`css` reads a file); its head without WXT's build-time metas and the whitespace between its tags.
 */
export function withSearchShell(html: string, css: (file: string) => string): string {
  if (!MARKER.test(html)) return html;
  const [head = '', body = ''] = html.split('</head>');
  const styles = [...head.matchAll(STYLESHEET)].map((link) => css(link[1]!)).join('');
  const shipped = head.replace(BUILD_META, '').replace(STYLESHEET, '').replace(/>\s+</g, '><').trimEnd();
  return `${shipped}${styles && `<style>${styles}</style>`}</head>${body}`.replace(
    MARKER,
    (_root, layout: string) => `<div id="app">${searchShellHtml(layout)}</div>`,
  );
}

export function searchShell(): Plugin {
  return {
    name: 'scout:search-shell',
    apply: 'build',
    // After Vite's import analysis has written each chunk's lazy dependencies.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const inlined = new Set<string>();
        const css = (file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`search-shell: no stylesheet ${file} in the build`);
          inlined.add(file);
          return String(asset.source);
        };
        const outputs = Object.values(bundle);
        for (const output of outputs)
          if (output.type === 'asset' && output.fileName.endsWith('.html'))
            output.source = withSearchShell(String(output.source), css);
        for (const output of outputs)
          if (output.type === 'chunk') output.code = withoutFirstPaintStyles(output.code, inlined);
        // A stylesheet that only the shell pages linked is in them now, and nothing loads it: no file of its own.
        const named = (file: string) =>
          Object.values(bundle).some((output) =>
            (output.type === 'chunk' ? output.code : String(output.source)).includes(file),
          );
        for (const file of inlined) if (!named(file)) delete bundle[file];
      },
    },
  };
}
