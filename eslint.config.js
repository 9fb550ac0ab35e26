import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import globals from 'globals';

// Raw HTML and dynamic code are forbidden everywhere (SECURITY-PLAN rule 5, G2): API text reaches the DOM only as
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

export default tseslint.config(
  {
    ignores: [
      '.output*/**',
      'test-results*/**',
      '.wxt/**',
      'node_modules/**',
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
    // Tests deliberately hold hostile strings and poke at internals.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright fixtures must destructure their (possibly empty) dependencies.
      'no-empty-pattern': 'off',
    },
  },
);
