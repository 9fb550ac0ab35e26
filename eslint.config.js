import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import globals from 'globals';

// Raw HTML and dynamic code are forbidden everywhere (docs/security-plan.md rule 5, G2): API text reaches the DOM only as
// Preact text or allow-listed elements.
const forbidden = [
  {
    selector: "MemberExpression[property.name='innerHTML']",
    message: 'innerHTML is forbidden: render text or Preact vnodes.',
  },
  { selector: "MemberExpression[property.name='outerHTML']", message: 'outerHTML is forbidden.' },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'insertAdjacentHTML is forbidden.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name='write']",
    message: 'document.write is forbidden.',
  },
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'dangerouslySetInnerHTML is forbidden.' },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: 'dangerouslySetInnerHTML is forbidden.' },
  { selector: "NewExpression[callee.name='Function']", message: 'new Function is forbidden.' },
];

// Three sides (ARCHITECTURE.md), and the tree says which: utils/worker/ is the service worker's application, utils/ui-safe/
// what the UIs may import (zod-free), and utils/contract/ the shapes the two exchange (the protocol, the view and reply
// schemas, the settings and the search request). A UI file imports values only from utils/ui-safe/, types from
// utils/contract/, and nothing of utils/worker/; utils/ui-safe/ likewise; the contract imports nothing of the worker.
// Together the rules keep zod, the parsers and the API client out of the popup, tab, side panel, options and page.
// Every entrypoint but the worker's is a UI, and so is every component: a new UI needs no edit here.
const UI = ['components/**', 'entrypoints/**'];
const WORKER_ENTRY = 'entrypoints/background.ts';
const UI_SAFE = 'utils/ui-safe/**';
const CONTRACT = 'utils/contract/**';
const BACKGROUND_PACKAGES = ['zod', 'zod/*', 'marked'];
const notForUi =
  'UIs are thin clients (ARCHITECTURE.md): values only from utils/ui-safe/, types from utils/contract/, nothing of utils/worker/.';
/** By alias, or relative from anywhere (`../worker/…`, `../../utils/worker/…`). */
const WORKER_PATH = '(^@/utils/|^(\\.\\./)+(utils/)?)worker/';
const CONTRACT_PATH = '(^@/utils/|^(\\.\\./)+(utils/)?)contract/';

/**
 * Which lower layers a layer may not import (types included), on either side (utils/worker/<layer>,
 * utils/ui-safe/<layer>): a feature reads down the layers, never up.
 */
const LAYERS = {
  // The one bounded index and the store interface it persists to (utils/worker/bounded/): below both api and storage,
  // which share it, so it imports no layer at all.
  bounded: ['api', 'services', 'background', 'messaging', 'view', 'richtext', 'settings', 'query', 'storage'],
  services: ['background', 'messaging'],
  api: ['services', 'background', 'messaging', 'view', 'storage'],
  view: ['services', 'background', 'messaging', 'storage'],
  richtext: ['api', 'services', 'background', 'messaging', 'view', 'settings', 'storage'],
  settings: ['api', 'services', 'background', 'messaging', 'view'],
  query: ['api', 'services', 'background', 'messaging', 'view', 'storage'],
  storage: ['api', 'services', 'background', 'messaging', 'view', 'settings'],
  messaging: ['services', 'background', 'api', 'storage'],
};

export default tseslint.config(
  {
    ignores: [
      '.output*/**',
      'test-results*/**',
      '.wxt/**',
      'node_modules/**',
      'emulator/dist/**',
      'demo/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  noUnsanitized.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...forbidden],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: UI,
    ignores: [WORKER_ENTRY],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: WORKER_PATH, message: notForUi },
            { regex: CONTRACT_PATH, allowTypeImports: true, message: notForUi },
            { regex: '(^@/|^(\\.\\./)+)utils/(?!ui-safe/|contract/)', message: notForUi },
            { group: BACKGROUND_PACKAGES, allowTypeImports: true, message: notForUi },
          ],
        },
      ],
    },
  },
  {
    files: [UI_SAFE],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: WORKER_PATH,
              message: 'A module the UIs import must stay zod-free and off the worker (utils/worker/).',
            },
            { regex: CONTRACT_PATH, allowTypeImports: true, message: notForUi },
            { group: BACKGROUND_PACKAGES, allowTypeImports: true, message: notForUi },
          ],
        },
      ],
    },
  },
  {
    // The contract is what both sides share: it may use zod and utils/ui-safe/, never the worker's code.
    files: [CONTRACT],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: WORKER_PATH, message: 'The contract (utils/contract/) imports nothing of utils/worker/.' },
          ],
        },
      ],
    },
  },
  ...Object.entries(LAYERS).map(([layer, forbidden]) => ({
    files: [`utils/worker/${layer}/**`, `utils/ui-safe/${layer}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `@/utils/<side>/<layer>/…`, or relative: `../<layer>/…` on the same side, `../../<side>/<layer>/…` across.
              regex: `(^@/utils/(worker/|ui-safe/)|^(\\.\\./)+((worker|ui-safe)/)?)(${forbidden.join('|')})/`,
              message: `${layer} sits below ${forbidden.join(', ')} (ARCHITECTURE.md): import downwards only.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Tests deliberately hold hostile strings and poke at internals; the benchmark drives the browser the same way.
    files: ['tests/**', 'scripts/bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright fixtures must destructure their (possibly empty) dependencies.
      'no-empty-pattern': 'off',
    },
  },
);
