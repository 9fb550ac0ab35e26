/**
 * Chrome loses an extension's service worker for the rest of the browser session when the worker is stopped while
 * the browser installs it (during its `install` event): the failed install takes the registration with it, and every
 * message then waits through the browser's three start retries (250, 500 and 1,000 ms:
 * extensions/browser/service_worker/service_worker_task_queue.cc in Chromium) and fails with "Receiving end does not
 * exist" (issue 35; the next browser start registers it again). An extension page can register the manifest's worker
 * at the extension's root itself, and the browser then starts it for Scout's events as before (what the install
 * would have set up, the next start does: utils/worker/background/set-up.ts). Only a top-level page of Scout's own
 * origin does this: an extension frame inside a web page would register a partitioned copy. Firefox runs Scout's
 * background as an event page (its manifest names no service worker): nothing to do there.
 */
import { browser } from 'wxt/browser';

/** This page's look at the registration: its first message makes it, a message that no worker received makes it again. */
let checked: Promise<boolean> | undefined;
let settled = false;

async function registerIfMissing(): Promise<boolean> {
  const script = (browser.runtime.getManifest().background as { service_worker?: string } | undefined)?.service_worker;
  const root = browser.runtime.getURL('/');
  if (!script || window.top !== window || !root.startsWith(location.origin)) return false;
  if (await navigator.serviceWorker.getRegistration(root)) return false;
  await navigator.serviceWorker.register(new URL(script, root).href, { scope: root });
  return true;
}

/** Chrome's words when no worker took a message (so none received it). */
const NO_RECEIVER = 'Receiving end does not exist';
export const noWorkerReceived = (error: unknown): boolean => String(error).includes(NO_RECEIVER);

/**
 * Registers Scout's worker again if the browser has none; true if it did. Looked at once per page, and once more after
 * a message that no worker received (`again`): a page opened while the browser installed the worker saw a
 * registration, which the failed install then took away, and a side panel stays open for hours.
 */
export function restoreWorker(again = false): Promise<boolean> {
  if (!checked || (again && settled)) {
    settled = false;
    checked = registerIfMissing()
      .catch(() => false)
      .finally(() => (settled = true));
  }
  return checked;
}
