/** The background as a message reaches it: the router over the real handlers, with an API whose every answer is set. */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createHandlers } from '@/utils/worker/background/handlers';
import { protocol } from '@/utils/worker/messaging/protocol';
import { createRouter } from '@/utils/worker/messaging/router';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { createMemoryStore } from '../api/memory-store';

const EXTENSION = { extensionId: 'scout', extensionOrigin: 'chrome-extension://scout' };

/** `fetch` answers every request with `answer` as JSON (plus `headers`); host access is granted. */
export function routeAnswering(answer: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json', ...headers } }),
  );
  const access = createApiAccess({ fetch, store: createMemoryStore() });
  fakeBrowser.permissions.contains = async () => true;
  return { fetch, route: createRouter(protocol, createHandlers(access), EXTENSION) };
}
