/**
 * Static checks on every built extension (docs/security-plan.md G1, G2, A8; key-shaped literals, B7, are in manifest.spec.ts):
 * what the browser actually loads, not only the sources ESLint sees. No browser needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROME_BUILD_DIR, DEMO_BUILD_DIR, FIREFOX_BUILD_DIR } from './paths';

const BUILDS = [
  ['chrome', CHROME_BUILD_DIR],
  ['firefox', FIREFOX_BUILD_DIR],
  ['demo', DEMO_BUILD_DIR],
] as const;
const API = 'https://api.search.brave.com/*';
/** A message's name as a string literal of minified code. */
const quotedName = (name: string) => new RegExp(`[\`'"]${name}[\`'"]`);
const LOCAL = ['http://127.0.0.1/*', 'http://localhost/*'];
// The features' needs: storage (key, settings, session state), the context menu (Chrome `contextMenus`, Firefox
// `menus`), activeTab + scripting (on-demand injection), Chrome's side panel (`sidePanel`; Firefox's sidebar needs
// none); optional: geolocation (Firefox asks on a click).
const PERMISSIONS = new Set(['storage', 'contextMenus', 'menus', 'activeTab', 'scripting', 'sidePanel']);
const OPTIONAL_PERMISSIONS = new Set(['geolocation']);
// A proxy or the local emulator as API base, asked for on a user gesture in the options.
const OPTIONAL_HOSTS = new Set(['https://*/*', ...LOCAL]);

const manifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
const scripts = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: fs.readFileSync(path.join(dir, file), 'utf8') }));

/** Raw-HTML and dynamic-code sinks, as they look after minification (`Function` may be aliased: `e=Function`). */
const SINKS: [string, RegExp][] = [
  ['innerHTML', /\.innerHTML\b/g],
  ['outerHTML', /\.outerHTML\b/g],
  ['insertAdjacentHTML', /insertAdjacentHTML/g],
  ['document.write', /document\.write(?:ln)?\b/g],
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/g],
  ['eval', /(?<![\w$.])eval\s*\(/g],
  ['new Function', /\bnew\s+Function\b/g],
  ['Function()', /(?<![\w$.])Function\s*\(/g],
  ['Function alias', /=\s*Function\b(?!\.)/g],
];

/**
 * Where a sink hit comes from. WXT/Vite inline node_modules into each entry's chunks (there is no separate vendor
 * chunk, and production builds carry no source maps), so a hit is attributed to a vendor by the code around it:
 * Preact's diff applies `dangerouslySetInnerHTML.__html` only when a component passes that prop (Scout never does:
 * ESLint forbids it), and zod's JIT (a `Function` probe and `Doc.compile`) is never used: the background configures
 * zod `jitless`, and the extension CSP would refuse it anyway. Anything else is Scout's own code.
 */
const VENDORS: [string, RegExp][] = [
  ['preact (guarded dangerouslySetInnerHTML path)', /__html/],
  ['zod (JIT, off: jitless and the extension CSP)', /jitless|this\??\.content|Object\.keys\(this\.clos/],
];

interface Hit {
  file: string;
  sink: string;
  vendor?: string;
  context: string;
}

function sinkHits(dir: string): Hit[] {
  const hits: Hit[] = [];
  for (const { file, code } of scripts(dir)) {
    for (const [sink, pattern] of SINKS) {
      for (const match of code.matchAll(pattern)) {
        const context = code.slice(Math.max(0, match.index - 400), match.index + 400);
        const vendor = VENDORS.find(([, signature]) => signature.test(context))?.[0];
        hits.push({ file, sink, vendor, context });
      }
    }
  }
  return hits;
}

test("Scout's own code in every build has no raw-HTML or dynamic-code sink; vendor code only its known guarded ones (G2)", () => {
  for (const [name, dir] of BUILDS) {
    const hits = sinkHits(dir);
    const vendor = hits.filter((hit) => hit.vendor);
    console.log(
      `${name}: vendor sinks (reported, allowed): ${vendor.map((hit) => `${hit.file} ${hit.sink} [${hit.vendor}]`).join('; ') || 'none'}`,
    );
    expect(
      hits.filter((hit) => !hit.vendor).map(({ file, sink, context }) => `${file}: ${sink} in …${context}…`),
      name,
    ).toEqual([]);
    // The scanner must see what is there: Preact's guarded path is in every UI bundle, the panel page's too.
    const panelScripts = [
      ...fs.readFileSync(path.join(dir, 'panel.html'), 'utf8').matchAll(/"\/(chunks\/[\w.-]+\.js)"/g),
    ].map((match) => match[1]);
    expect(
      vendor.some((hit) => hit.sink === 'innerHTML' && panelScripts.includes(hit.file)),
      name,
    ).toBe(true);
  }
});

test('the sink scanner catches a sink outside the vendor paths', () => {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'scout-sinks-'));
  fs.writeFileSync(path.join(dir, 'x.js'), 'function f(e,t){e.innerHTML=t;let n=Function;return new n(t)}');
  expect(
    sinkHits(dir)
      .filter((hit) => !hit.vendor)
      .map((hit) => hit.sink),
  ).toEqual(['innerHTML', 'Function alias']);
  fs.rmSync(dir, { recursive: true });
});

test("every build's CSP allows no unsafe-* and no remote host, and its host access is the API's (G1)", () => {
  for (const [name, dir] of BUILDS) {
    const m = manifest(dir);
    expect(
      m.permissions.filter((p: string) => !PERMISSIONS.has(p)),
      name,
    ).toEqual([]);
    expect(
      (m.optional_permissions ?? []).filter((p: string) => !OPTIONAL_PERMISSIONS.has(p)),
      name,
    ).toEqual([]);
    expect(m.host_permissions, name).toEqual(name === 'demo' ? [API, ...LOCAL] : [API]);
    expect(
      (m.optional_host_permissions ?? []).filter((p: string) => !OPTIONAL_HOSTS.has(p)),
      name,
    ).toEqual([]);
    // Only the in-page panel's page, only for web pages (G1); never a script or style a page could load on its own.
    expect(
      (m.web_accessible_resources ?? []).map(({ resources, matches }: { resources: string[]; matches: string[] }) => ({
        resources,
        matches,
      })),
      name,
    ).toEqual([{ resources: ['panel.html'], matches: ['http://*/*', 'https://*/*'] }]);
    expect(m.web_accessible_resources[0].use_dynamic_url, name).toBe(name === 'firefox' ? undefined : true);
    // No CSP key means the MV3 default (script-src 'self'), which is what is wanted; one that is set must not widen it.
    for (const policy of Object.values<string>(m.content_security_policy ?? {})) {
      expect(policy, name).not.toMatch(/unsafe-|wasm-unsafe|https?:|\*|data:|blob:/);
    }
    for (const { file } of scripts(dir)) expect(file, name).not.toMatch(/^https?:/);
  }
});

test('no build listens to other extensions or can be reached by them (A8)', () => {
  for (const [name, dir] of BUILDS) {
    expect(
      scripts(dir).some(({ code }) => /runtime\??\.onMessage\??\.addListener/.test(code)),
      name,
    ).toBe(true);
    expect(manifest(dir).externally_connectable, name).toBeUndefined();
    for (const { file, code } of scripts(dir)) {
      // webextension-polyfill names `onMessageExternal` in its wrapper table; only a registration counts.
      expect(code, `${name}/${file}`).not.toMatch(/on(?:Message|Connect)External\??\.addListener/);
    }
  }
});

test("only the worker loads webextension-polyfill; the in-page script and the extension pages use the browser's own API (wxt.config.ts)", () => {
  // The polyfill's wrapper table gives each API method its `minArgs`.
  const polyfilled = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8').includes('minArgs');
  for (const [name, dir] of BUILDS) {
    expect(polyfilled(dir, 'in-page.js'), name).toBe(false);
    for (const page of ['popup.html', 'results.html', 'sidepanel.html', 'options.html', 'panel.html']) {
      const files = pageScripts(dir, page);
      expect(files.length, `${name}/${page}`).toBeGreaterThan(0);
      for (const file of files) expect(polyfilled(dir, file), `${name}/${file}`).toBe(false);
    }
    expect(polyfilled(dir, 'background.js'), name).toBe(true);
  }
});

test('the worker takes the polyfill without the bundler copying its export (utils/worker/background/browser.cjs)', () => {
  // The ES-module interop for a CommonJS import lists the export's own properties (getOwnPropertyNames) to copy them;
  // on the browser's own `browser` that builds every API namespace at the worker's start (issue 27).
  for (const [name, dir] of BUILDS)
    expect(fs.readFileSync(path.join(dir, 'background.js'), 'utf8'), name).not.toContain('getOwnPropertyNames');
});

test("the worker carries marked's Lexer, not its parser and HTML renderer (scripts/build/marked-lexer-only.ts)", () => {
  for (const [name, dir] of BUILDS) {
    const worker = fs.readFileSync(path.join(dir, 'background.js'), 'utf8');
    // The Lexer's rule for GFM autolinks, and the renderer's HTML for a block quote.
    expect(worker, name).toContain('emailProtocol');
    expect(worker, name).not.toContain('<blockquote>');
  }
});

test("the locales ship as the sources say, and the manifest's messages exist", () => {
  for (const [name, dir] of BUILDS) {
    for (const locale of fs.readdirSync('public/_locales')) {
      const file = path.join('_locales', locale, 'messages.json');
      const read = (root: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      expect(read(dir), `${name}/${locale}`).toEqual(read('public'));
    }
    const english = JSON.parse(fs.readFileSync(path.join(dir, '_locales', 'en', 'messages.json'), 'utf8'));
    for (const [, reference] of JSON.stringify(manifest(dir)).matchAll(/__MSG_(\w+)__/g))
      expect(english, `${name}: __MSG_${reference}__`).toHaveProperty(reference!);
  }
});

test("the search pages' first paint loads only what every page loads, the app's search box and the page's own script (scripts/build/page-chunks.ts)", () => {
  for (const [name, dir] of BUILDS) {
    for (const page of ['popup.html', 'results.html', 'sidepanel.html']) {
      const html = fs.readFileSync(path.join(dir, page), 'utf8');
      // A file is `[name]-[hash]`, the hash 8 characters of base64url, which may hold `-` itself (popup-kap-K_m-.js).
      const files = [...html.matchAll(/(?:src|href)="\/(?:chunks|assets)\/([\w.-]+)-[\w-]{8}\.(?:js|css)"/g)].map(
        (m) => m[1],
      );
      expect(files.length, `${name}/${page}`).toBeGreaterThan(2);
      for (const file of files) expect(['client', 'app', page.replace('.html', '')], `${name}/${page}`).toContain(file);
      // Its styles are in the HTML and its box is focused by it (scripts/build/search-shell.ts): no file waited for.
      expect(html, `${name}/${page}`).not.toMatch(/rel="stylesheet"/);
      expect(html, `${name}/${page}`).toMatch(/<style>[^<]*\.app-search input\{/);
      expect(html, `${name}/${page}`).toMatch(/<input type="search" [^>]*autofocus>/);
    }
    // Nor does a lazy part load them again, after the page's own styles (search-shell.ts's withoutFirstPaintStyles).
    for (const file of fs.readdirSync(path.join(dir, 'chunks')))
      expect(fs.readFileSync(path.join(dir, 'chunks', file), 'utf8'), `${name}/${file}`).not.toMatch(
        /assets\/(client|app)-[\w-]+\.css/,
      );
  }
});

/**
 * A read of extension storage, as it looks after minification: `browser.storage.local`, the area looked up by name
 * (`browser.storage[area]`, as utils/worker/storage/area.ts does), or a key named with its area (`"local:apiKey"`).
 * webextension-polyfill's wrapper table names `storage:{local:…}`, which is not a call and does not match.
 */
const STORAGE_READ = /\.storage\??(?:\.(?:local|session|sync|managed)\b|\[)|["'`](?:local|session|sync):[A-Za-z]/;

test('the content script never reads extension storage: on Firefox, without setAccessLevel, it could (B1)', () => {
  for (const [name, dir] of BUILDS) {
    expect(fs.readFileSync(path.join(dir, 'in-page.js'), 'utf8'), name).not.toMatch(STORAGE_READ);
    // Nor does it carry a UI framework: the panel is an extension page (entrypoints/panel/), not the content script.
    expect(fs.readFileSync(path.join(dir, 'in-page.js'), 'utf8'), name).not.toContain('__html');
    // The pattern must see what is there: the worker reads storage.
    expect(fs.readFileSync(path.join(dir, 'background.js'), 'utf8'), name).toMatch(STORAGE_READ);
  }
});

/** Every script a page can run: its entry and the chunks they name (static imports, preloads, lazy imports), transitively. */
function pageScripts(dir: string, page: string): string[] {
  const html = fs.readFileSync(path.join(dir, page), 'utf8');
  const queue = [...html.matchAll(/src="\/(chunks\/[\w.-]+\.js)"/g)].map((match) => match[1]);
  const seen = new Set<string>();
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, name] of code.matchAll(/["'`](?:\.\/|\/?chunks\/)([\w.-]+\.js)["'`]/g)) queue.push(`chunks/${name}`);
  }
  return [...seen];
}

test("the in-page panel's page holds no host-access button; Scout's own pages do (components/errors/ActionableError.tsx)", () => {
  // The button's label is named by its message's name, which minification keeps.
  const holdsButton = (dir: string, page: string) =>
    pageScripts(dir, page).some((file) =>
      quotedName('grantHostAccess').test(fs.readFileSync(path.join(dir, file), 'utf8')),
    );
  for (const [name, dir] of BUILDS) {
    expect(holdsButton(dir, 'panel.html'), name).toBe(false);
    expect(holdsButton(dir, 'popup.html'), name).toBe(true);
  }
});
