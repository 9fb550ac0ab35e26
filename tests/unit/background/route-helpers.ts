/** The background as a message reaches it: the router over the real handlers, with an API whose every answer is set. */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createHeavyHandlers } from '@/utils/worker/background/handlers/heavy';
import { protocol } from '@/utils/contract/protocol';
import { createRouter } from '@/utils/worker/messaging/router';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { createMemoryStore } from '../api/memory-store';

const EXTENSION = { extensionId: 'scout', extensionOrigin: 'chrome-extension://scout' };

/** The browser-stamped senders the tests route from: Scout's popup, and its panel frame inside a news page's tab 5. */
export const SENDERS = {
  popup: { id: 'scout', url: 'chrome-extension://scout/popup.html', origin: 'chrome-extension://scout' },
  panelFrame: {
    id: 'scout',
    url: 'chrome-extension://scout/panel.html#0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b',
    origin: 'chrome-extension://scout',
    tab: { id: 5 },
    frameId: 2,
    documentId: 'D2',
  },
};

/** `fetch` answers every request with `answer` as JSON (plus `headers`); host access is granted. */
export function routeAnswering(answer: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json', ...headers } }),
  );
  const access = createApiAccess({ fetch, store: createMemoryStore() });
  fakeBrowser.permissions.contains = async () => true;
  return { fetch, route: createRouter(protocol, createHeavyHandlers(access), EXTENSION) };
}
