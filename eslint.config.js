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

// Layers (ARCHITECTURE.md). UIs are thin clients: a UI file may import, from utils/, only the zod-free modules below
// (types from anywhere: `import type` is erased); those modules may not reach back into the background's layers or
// its packages. Together the two rules keep zod, the parsers and the API client out of the popup, options and page.
// components/app/ is the search app the popup, the results tab and the side panel share (components/** covers it).
const UI = [
  'components/**',
  'entrypoints/popup/**',
  'entrypoints/results/**',
  'entrypoints/sidepanel/**',
  'entrypoints/options/**',
  'entrypoints/in-page/**',
  'entrypoints/panel/**',
];
const UI_UTILS = [
  'utils/data-consent.ts',
  'utils/data-flows.ts',
  'utils/error-kinds.ts',
  'utils/host-pattern.ts',
  'utils/i18n.ts',
  'utils/messaging/client.ts',
  'utils/messaging/page-commands.ts',
  'utils/messaging/panel-link.ts',
  'utils/messaging/port-client.ts',
  'utils/query/*.ts',
  'utils/results-url.ts',
  'utils/richtext/links.ts',
  'utils/richtext/plain.ts',
  'utils/richtext/text.ts',
  'utils/richtext/tree.ts',
  'utils/settings/base-url.ts',
  'utils/settings/choices.ts',
  'utils/settings/goggles.ts',
  'utils/settings/location.ts',
  'utils/side-panel.ts',
  'utils/view/plain-error.ts',
];
const uiUtilsPattern = UI_UTILS.map((f) =>
  f
    .replace(/^utils\//, '')
    .replace(/\.ts$/, '')
    .replace('/*', '/[^/]+'),
).join('|');
const BACKGROUND_PACKAGES = ['zod', 'zod/*', 'marked'];
const notForUi = 'UIs are thin clients (ARCHITECTURE.md): only zod-free utils modules, and types from anywhere.';

/** Which lower layers a utils/ folder may not import (types included): a feature reads down the layers, never up. */
const LAYERS = {
  'utils/services': ['background', 'messaging'],
  'utils/api': ['services', 'background', 'messaging', 'view', 'storage'],
  'utils/view': ['services', 'background', 'messaging', 'storage'],
  'utils/richtext': ['api', 'services', 'background', 'messaging', 'view', 'settings', 'storage'],
  'utils/settings': ['api', 'services', 'background', 'messaging', 'view'],
  'utils/query': ['api', 'services', 'background', 'messaging', 'view', 'storage'],
  'utils/storage': ['api', 'services', 'background', 'messaging', 'view', 'settings'],
  'utils/messaging': ['services', 'background', 'api', 'storage'],
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
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/utils/(?!(${uiUtilsPattern})$)`, allowTypeImports: true, message: notForUi },
            { group: BACKGROUND_PACKAGES, allowTypeImports: true, message: notForUi },
          ],
        },
      ],
    },
  },
  {
    files: UI_UTILS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Folders by name, and the zod/parser modules by name (also as `./name` from their own folder).
              regex: `(^|/)(api|services|background|storage)/|(^|/)(view/)?map-[^/]+$|(^|/)(richtext/)?(snippet|markdown|html-tokens)$|(^|/)(messaging/)?(router|protocol|sender-policy)$|(^|/)(view/)?(schemas|reply-schemas)$|(^|/)(settings/)?(schema|service|location-schema|search-request)$`,
              allowTypeImports: true,
              message: 'A module the UIs import must stay zod-free and off the background layers.',
            },
            { group: BACKGROUND_PACKAGES, allowTypeImports: true, message: notForUi },
          ],
        },
      ],
    },
  },
  ...Object.entries(LAYERS).map(([folder, forbidden]) => ({
    files: [`${folder}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^@/utils/|^(\\.\\./)+)(${forbidden.join('|')})/`,
              message: `${folder} sits below ${forbidden.join(', ')} (ARCHITECTURE.md): import downwards only.`,
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
