import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { moduleReport } from './scripts/bench/modules';
import { markedLexerOnly } from './scripts/build/marked-lexer-only';
import { polyfillWorkerApis } from './scripts/build/polyfill-worker-apis';
import { pageChunks } from './scripts/build/page-chunks';
import { searchShell } from './scripts/build/search-shell';
import { dataCollectionPermissions } from './utils/ui-safe/data-flows';

// WXT sets NODE_ENV to the mode when it is unset ('demo' for the demo/test build), and Vite then builds for
// development: Preact's preset compiles JSX with each element's file and line and adds its devtools hook. The demo
// build is the production build plus the emulator's host access and the test hooks (docs/benchmarks.md measures it).
if (process.env.NODE_ENV === 'demo') process.env.NODE_ENV = 'production';

/** The one API origin a production build may reach without asking. */
const API_HOST_PERMISSION = 'https://api.search.brave.com/*';
/** A local API stand-in (the emulator); granted up front only in the demo/test build. */
const LOCAL_HOST_PERMISSIONS = ['http://127.0.0.1/*', 'http://localhost/*'];

/** WXT's own `browser`: the browser's native `browser` (Firefox) or `chrome` object, without webextension-polyfill. */
const NATIVE_BROWSER = createRequire(import.meta.url).resolve('wxt/browser');
/** The worker's `browser`: webextension-polyfill, without the bundler's interop copy (the file says why). */
const WORKER_BROWSER = fileURLToPath(new URL('./utils/worker/background/browser.cjs', import.meta.url));

/** The in-page panel's page (entrypoints/panel/), which Scout's content script shows in an iframe. */
const PANEL_PAGE = 'panel.html';
/** Web pages, the only ones Scout's panel may be shown on (its menu items are offered on no others). */
const WEB_PAGES = ['http://*/*', 'https://*/*'];

/** The oldest browsers Scout runs in (the manifest says so to the stores); code and CSS are built for them. */
const MIN_CHROME = 123;
const MIN_FIREFOX = 142;
const BUILD_TARGETS = [`chrome${MIN_CHROME}`, `firefox${MIN_FIREFOX}`];

/** The locale whose messages the browser shows where the user's language has none; its file names every message. */
const DEFAULT_LOCALE = 'en';

/** An empty extension page, in the demo/test build only. */
const BLANK_PAGE = 'blank.html';

export default defineConfig({
  // SCOUT_OUT_DIR lets parallel checkouts of work build side by side; everything defaults to .output.
  outDir: process.env.SCOUT_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/webextension-polyfill'],
  // Explicit imports everywhere: a reader (and tsc, and vitest) sees where every name comes from.
  imports: false,
  manifest: ({ browser, mode }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: DEFAULT_LOCALE,
    // 123: CSS light-dark(), which keeps one palette for extension pages and the in-page panel (components/scout.css).
    minimum_chrome_version: String(MIN_CHROME),
    // Firefox names the context-menu API (and its permission) `menus`; Chrome `contextMenus`. Chrome's side panel
    // (entrypoints/sidepanel/) needs `sidePanel` (WXT would add it too); Firefox's sidebar_action needs no permission.
    permissions: [
      'storage',
      browser === 'firefox' ? 'menus' : 'contextMenus',
      'activeTab',
      'scripting',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
    ],
    host_permissions: [API_HOST_PERMISSION, ...(mode === 'demo' ? LOCAL_HOST_PERMISSIONS : [])],
    // A proxy or the local emulator is reached only after the user grants its origin from the options page.
    optional_host_permissions: ['https://*/*', ...(mode === 'demo' ? [] : LOCAL_HOST_PERMISSIONS)],
    // "Ask the browser" for the location (options page). Firefox grants geolocation to an extension as an optional
    // permission, asked for in the click. Chrome refuses it there ("Permission 'geolocation' cannot be listed as
    // optional. This permission will be omitted."), so a Chrome build declares nothing: navigator.geolocation on the
    // options page makes Chrome show its own prompt for Scout's origin, only when the user asks.
    ...(browser === 'firefox' && { optional_permissions: ['geolocation'] }),
    // The panel's page alone may load in a web page, and only in http(s) ones; its scripts and styles are loaded by the
    // extension page itself and need no listing. Chrome serves it only from a per-session random URL
    // (use_dynamic_url), so a site cannot probe for Scout; Firefox has no such option (its moz-extension UUID is random
    // per install instead). Never `sandbox`ed (docs/in-page-notes.md).
    web_accessible_resources: [
      { resources: [PANEL_PAGE], matches: WEB_PAGES, ...(browser !== 'firefox' && { use_dynamic_url: true }) },
    ],
    // Typing "sc" and a space in the address bar searches with Scout (utils/worker/background/omnibox.ts). No browser or
    // engine ships "sc" as a keyword (Chrome's engines use their domains and "@…", Firefox's aliases start with "@").
    omnibox: { keyword: 'sc' },
    commands: {
      _execute_action: { suggested_key: { default: 'Alt+Shift+S' }, description: '__MSG_commandOpenPopup__' },
      // OPEN_SIDE_PANEL_COMMAND (utils/ui-safe/side-panel.ts): both browsers open a side panel only inside a gesture like this.
      'open-side-panel': { suggested_key: { default: 'Alt+Shift+P' }, description: '__MSG_commandOpenSidePanel__' },
    },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'scout@scout-search.example',
          strict_min_version: `${MIN_FIREFOX}.0`,
          // What Scout sends, and which of it only once the user turns it on: utils/ui-safe/data-flows.ts.
          data_collection_permissions: dataCollectionPermissions(),
        },
      },
    }),
  }),
  // SCOUT_MODULE_REPORT: `npm run bench` records where the worker's and the in-page script's bytes go.
  vite: () => {
    const report = process.env.SCOUT_MODULE_REPORT;
    return {
      plugins: [
        preact(),
        markedLexerOnly(),
        polyfillWorkerApis(),
        searchShell(),
        ...(report ? [moduleReport(report)] : []),
      ],
      // Both browsers preload modules themselves: no polyfill in every page. Built for the browsers Scout runs in,
      // the CSS keeps light-dark() as written instead of lightningcss's two-variable stand-in for older ones.
      build: { modulePreload: { polyfill: false }, target: BUILD_TARGETS, cssTarget: BUILD_TARGETS },
    };
  },
  hooks: {
    // Only the worker loads webextension-polyfill; every other build (the in-page script, and the extension pages in
    // one group: popup, results, side panel, options, panel) uses the browser's own API, which saves 2.7 KB of gzip in
    // every page Scout is asked onto and 3 KB of every page's first paint. Their calls behave alike natively in MV3
    // Chrome and Firefox: both return promises, and no page's onMessage listener answers (entrypoints/panel/page-link.ts
    // only listens; the in-page script answers through sendResponse). The worker keeps the polyfill: its onMessage
    // listeners answer by returning a promise, which Chrome's own API ignores; its table of APIs holds only the namespaces
    // the worker reads (scripts/build/polyfill-worker-apis.ts). Types come from @wxt-dev/browser throughout. The worker's
    // `wxt/browser` is utils/worker/background/browser.cjs (why there: that file).
    'vite:build:extendConfig': (entrypoints, config) => {
      const worker = entrypoints.some((entrypoint) => entrypoint.type === 'background');
      const alias = config.resolve?.alias;
      if (Array.isArray(alias)) throw new Error('wxt.config.ts expects resolve.alias as an object');
      config.resolve = {
        ...config.resolve,
        alias: { ...alias, 'wxt/browser': worker ? WORKER_BROWSER : NATIVE_BROWSER },
      };
      // The extension pages' files (scripts/build/page-chunks.ts); the in-page script is one file anyway.
      const pages = entrypoints.filter((entrypoint) => entrypoint.inputPath.endsWith('.html'));
      if (pages.length === 0) return;
      const rollup = (config.build ??= {}).rollupOptions ?? {};
      if (Array.isArray(rollup.output))
        throw new Error('wxt.config.ts expects build.rollupOptions.output as an object');
      const { plugin, codeSplitting } = pageChunks(pages.map((page) => page.name));
      config.plugins = [...(config.plugins ?? []), plugin];
      config.build.rollupOptions = { ...rollup, output: { ...rollup.output, codeSplitting } };
    },
    // The toolbar button's tooltip: WXT 0.21 gives `action.default_title` the popup page's <title> ("Scout"), over both
    // the `manifest.default_title` meta and `manifest.action` above, and the button would not say what it does.
    'build:manifestGenerated': (_wxt, manifest) => {
      manifest.action = { ...manifest.action, default_title: '__MSG_actionTitle__' };
    },
    'build:publicAssets': (wxt, files) => {
      // `npm run bench` opens this beside the popup to measure what any extension page costs to open (its baseline).
      if (wxt.config.mode === 'demo')
        files.push({ relativeDest: BLANK_PAGE, contents: '<!doctype html><title>-</title>' });
    },
  },
  zip: {
    excludeSources: ['test-results/**', 'playwright-report/**', 'demo/**', 'bench/**', 'tests/e2e/pages/saved/**'],
  },
});
