import path from 'node:path';

/** The test/demo build: the production extension plus host access to a local API stand-in. */
const OUT_DIR = process.env.SCOUT_OUT_DIR ?? '.output';
export const DEMO_BUILD_DIR = path.resolve(OUT_DIR, 'chrome-mv3-demo');
export const CHROME_BUILD_DIR = path.resolve(OUT_DIR, 'chrome-mv3');
export const FIREFOX_BUILD_DIR = path.resolve(OUT_DIR, 'firefox-mv3');
