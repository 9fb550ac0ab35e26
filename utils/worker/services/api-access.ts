/**
 * One API client per worker for the configured base URL, with the scheduler and cache it must share.
 * Losing them on an MV3 restart is safe: the scheduler falls back to the Free plan's 1 request/s and the
 * cache reloads from `storage.session`.
 */
import { browser } from 'wxt/browser';
import { createApiClient, type ApiClient } from '@/utils/worker/api/endpoints/client';
import { createResponseCache, type ResponseCache } from '@/utils/worker/api/cache';
import { createScheduler, type Scheduler } from '@/utils/worker/api/pacing/scheduler';
import type { KeyValueStore } from '@/utils/worker/bounded/store';
import type { Timers } from '@/utils/worker/api/timers';
import type { FetchLike } from '@/utils/worker/api/wire/transport';
import { mayCollect } from '@/utils/ui-safe/data-consent';
import { LOCATION_DATA } from '@/utils/ui-safe/data-flows';
import { readSettings } from '@/utils/worker/settings/service';
import { sessionStore } from '@/utils/worker/storage/area';
import type { Settings } from '@/utils/contract/settings-schema';
import { readAnswersKey, readKey, readSuggestKey } from './key';
import { hostPattern } from '@/utils/ui-safe/host-pattern';
import type { Meter } from '@/utils/worker/api/endpoints/meter';
import { spending as workerSpending } from './spending/instance';
import type { Spending } from './spending/meter';

export interface ApiAccessOptions {
  fetch?: FetchLike;
  now?: () => number;
  timers?: Timers;
  random?: () => number;
  /** Where cached answers survive worker restarts; `storage.session` in the extension. */
  store?: KeyValueStore;
  /** The ledger and limits every billed request goes through (utils/worker/services/spending/); the worker's own by default. */
  spending?: Pick<Spending, 'meter' | 'prime'>;
}

export interface ApiAccess {
  /**
   * The client for the current settings (rebuilt when the base URL changes), and those settings as requests may use
   * them: the location is off while Firefox's data consent for it is not granted (utils/ui-safe/data-consent.ts).
   * `keyRead`: the search key, read with the settings in one storage read (utils/worker/storage/area.ts), for a web
   * search to use rather than read it again (`ApiClient.webSearch`'s `keyRead`).
   */
  open(): Promise<{ client: ApiClient; settings: Settings; keyRead?: { key: string | null } }>;
  /** Forgets every cached answer and learned limit: after the key changes or is removed. */
  forget(): Promise<void>;
  readonly now: () => number;
}

export function createApiAccess(options: ApiAccessOptions = {}): ApiAccess {
  const now = options.now ?? (() => Date.now());
  const store = options.store ?? sessionStore;
  // With the store, a spent quota and the last known limits survive the worker's restarts.
  const scheduler: Scheduler = createScheduler({ now, timers: options.timers, random: options.random, store });
  const cache: ResponseCache = createResponseCache({ now, store });
  let current: { baseUrl: string; client: ApiClient } | undefined;
  const spending = options.spending ?? workerSpending;
  const meter: Meter = spending.meter;

  return {
    now,
    async open() {
      // The ledger's reads join the settings' and the key's (one storage read): a limit check then waits for nothing.
      spending.prime();
      const [settings, key] = await Promise.all([sendableSettings(), readKey()]);
      if (current?.baseUrl !== settings.apiBaseUrl) {
        current = {
          baseUrl: settings.apiBaseUrl,
          client: createApiClient({
            baseUrl: settings.apiBaseUrl,
            getKey: readKey,
            getAnswersKey: readAnswersKey,
            getSuggestKey: readSuggestKey,
            fetch: options.fetch,
            scheduler,
            cache,
            now,
            timers: options.timers,
            hasHostPermission,
            meter,
          }),
        };
      }
      return { client: current.client, settings, keyRead: { key } };
    },
    async forget() {
      scheduler.reset();
      await cache.clear();
    },
  };
}

/** The settings, with the location left out unless the user's consent to send it stands (checked on every use). */
async function sendableSettings(): Promise<Settings> {
  const settings = await readSettings();
  if (settings.location.mode === 'off' || (await mayCollect(LOCATION_DATA))) return settings;
  return { ...settings, location: { mode: 'off' } };
}

/** Firefox treats host access as opt-in, and a user may revoke it anywhere: check before every call. */
async function hasHostPermission(origin: string): Promise<boolean> {
  if (!browser.permissions?.contains) return true;
  return browser.permissions.contains({ origins: [hostPattern(origin)] });
}
