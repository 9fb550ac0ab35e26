/**
 * The answers that need no API client: what a page asks as it opens (the version, the key's status, the settings, the
 * history, the last search). They are kept apart from heavy.ts so that a worker started for one of them answers
 * without initialising the client, its response schemas and the services behind searches (entrypoints/background.ts
 * loads those on the first message that needs them).
 */
import { browser } from 'wxt/browser';
import type { Handlers } from './heavy';
import { keyStatus } from '@/utils/worker/services/key';
import { readHistory } from '@/utils/worker/services/history';
import { readJob } from '@/utils/worker/services/summary/jobs';
import { readLastSearch } from '@/utils/worker/services/search-records';
import { readSettings } from '@/utils/worker/settings/service';
import { spending } from '@/utils/worker/services/spending/instance';
import { spendingHandlers } from '@/utils/worker/services/spending/handlers';
import { researchOffer } from '@/utils/worker/services/research/offer';
import { rankingHandlers } from '@/utils/worker/services/ranking';

type LightHandlers = Pick<
  Handlers,
  | 'ping'
  | 'key.status'
  | 'settings.get'
  | 'history.get'
  | 'search.last'
  | 'spending.summary'
  | 'spending.prices'
  | 'spending.update'
  | 'spending.clear'
  | 'research.offer'
  | 'ranking.get'
  | 'ranking.set'
  | 'ranking.replace'
>;

/** When this worker instance started: a new value after every MV3 restart. */
const startedAt = Date.now();

export function createLightHandlers(now: () => number): LightHandlers {
  return {
    ping: async () => ({ version: browser.runtime.getManifest().version, startedAt }),
    'key.status': () => keyStatus(),
    'settings.get': () => readSettings(),
    'history.get': () => readHistory(),
    ...spendingHandlers(spending),
    'research.offer': ({ searchId }) => researchOffer(spending.store, searchId),
    ...rankingHandlers,
    'search.last': async () => {
      const last = await readLastSearch();
      if (!last || last.expiresAt <= now()) return null;
      // An answer asked for since the search (finished, or cut off) is shown again, not offered to be paid for again.
      const asked = last.view.summaryState === 'onRequest' && (await readJob(last.view.searchId)) !== null;
      const view = { ...last.view, fromCache: true, ...(asked && { summaryState: 'available' as const }) };
      return { request: last.request, view };
    },
  };
}
