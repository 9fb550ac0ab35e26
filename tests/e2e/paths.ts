import path from 'node:path';

/** The test/demo build: the production extension plus host access to a local API stand-in. */
export const DEMO_BUILD_DIR = path.resolve('.output/chrome-mv3-demo');
export const CHROME_BUILD_DIR = path.resolve('.output/chrome-mv3');
export const FIREFOX_BUILD_DIR = path.resolve('.output/firefox-mv3');
