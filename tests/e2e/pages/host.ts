/** Scout's panel host as a test finds it: a plain `div` on `<html>`, marked so (entrypoints/in-page/panel-host.ts). */
export const HOST = ':root > div[data-scout-panel]';
