import { browser } from 'wxt/browser';
import type { HandlersFor } from '@/utils/messaging/router';
import type { protocol } from '@/utils/messaging/protocol';

export type Handlers = HandlersFor<typeof protocol>;

/** When this worker instance started: a new value after every MV3 restart. */
const startedAt = Date.now();

export function createHandlers(): Handlers {
  return {
    ping: async () => ({ version: browser.runtime.getManifest().version, startedAt }),
  };
}
