/**
 * A test browser in which Scout can be updated for real: Chromium may load an unpacked extension over CDP
 * (`Extensions.loadUnpacked`, behind --enable-unsafe-extension-debugging), which on Scout's own directory is what an
 * update does: `runtime.onInstalled` fires with reason "update" and a new worker starts. (tests/e2e/in-page.spec.ts
 * has the same fixture inline.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Worker } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from '../../scripts/chromium';
import { test } from './fixtures';

export const updatable = test.extend<{ updateExtension: () => Promise<Worker> }>({
  context: async ({ extensionDir }, use) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...chromiumArgs(extensionDir), '--enable-unsafe-extension-debugging'],
    });
    await use(context);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  },
  updateExtension: async ({ context, extensionDir }, use) => {
    await use(async () => {
      const started = context.waitForEvent('serviceworker', { timeout: 10_000 });
      const cdp = await context.browser()!.newBrowserCDPSession();
      await cdp.send('Extensions.loadUnpacked', { path: extensionDir });
      await cdp.detach();
      return started;
    });
  },
});
