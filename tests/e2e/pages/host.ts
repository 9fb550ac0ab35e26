/**
 * Scout's panel host as a test finds it: the child of `<html>` marked so (entrypoints/in-page/panel-host.ts), whatever
 * its tag (a plain `div`, which tests/e2e/element-claims.spec.ts checks on its own).
 */
export const HOST = ':root > [data-scout-panel]';
