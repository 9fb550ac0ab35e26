// @vitest-environment node
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { createResponseCache } from '@/utils/worker/api/cache';
import { createScheduler } from '@/utils/worker/api/pacing/scheduler';
import type { KeyValueStore } from '@/utils/worker/bounded/store';

describe('browser.storage.session as the store', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('fits the KeyValueStore shape (type-checked) and keeps the cache across a restart', async () => {
    const store: KeyValueStore = browser.storage.session;
    await createResponseCache({ store }).set('k', { a: 1 }, 60_000);
    expect(await createResponseCache({ store }).get('k')).toEqual({ a: 1 });
    await createResponseCache({ store }).clear();
    expect(await browser.storage.session.get(null)).toEqual({});
  });

  it('is accepted by the scheduler', () => {
    expect(() => createScheduler({ store: browser.storage.session })).not.toThrow();
  });
});
