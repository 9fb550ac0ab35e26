/**
 * The worker's `browser`: webextension-polyfill, which wxt.config.ts gives the worker's build for `wxt/browser`.
 * A CommonJS file on purpose. Imported from ES modules, the polyfill (a CommonJS module) would pass through the
 * bundler's interop, which copies every property of what it exports; in a browser with its own `browser` (Chrome from
 * about 1xx; Firefox), the polyfill exports that object itself, and reading each namespace's property descriptor makes
 * the browser build every namespace at the worker's start (issue 27). `require` here takes the export as it is: the
 * interop then copies this object's one property.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- taking the export without interop is this file's point
module.exports = { browser: require('webextension-polyfill') };
