/** How Scout's demo and end-to-end tests start Debian's Chromium with the extension loaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = (extensionDir: string): string[] => [
  // Playwright passes --disable-extensions by default; this exception is what lets ours load.
  `--disable-extensions-except=${extensionDir}`,
  `--load-extension=${extensionDir}`,
  '--no-sandbox',
  '--no-first-run',
  // Without these, Chromium keeps dialling Google's hosts, which this network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--disable-quic',
];
