// @vitest-environment node
/** A new search key starts from nothing learned with the old one (utils/worker/background/handlers/heavy.ts, `forgetAccount`). */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveKey } from '@/utils/worker/services/key';
import { rateItem } from '@/utils/worker/services/account';
import { noteCapabilities, readCapabilities } from '@/utils/worker/services/capabilities';
import { cacheAnswer, questionOf } from '@/utils/worker/services/answer-cache';
import { writeJob } from '@/utils/worker/services/summary/jobs';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { answersKeyItem } from '@/utils/worker/storage/items';
import { summary } from '../popup/fixtures';
import { routeAnswering } from './route-helpers';

const options = { id: 'scout', url: 'chrome-extension://scout/options.html', origin: 'chrome-extension://scout' };
const webAnswer = { type: 'search', query: { original: 'heron' }, web: { type: 'search', results: [] } };

// A plan with room per second, so the scheduler does not space these calls a second apart.
const setup = () =>
  routeAnswering(webAnswer, {
    'x-ratelimit-limit': '50, 20000000',
    'x-ratelimit-remaining': '49, 19999999',
    'x-ratelimit-reset': '1, 1000000',
  });

describe('saving or removing the search key from the options page', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveKey('old-key-for-test-1234', async () => {});
  });

  it.each([
    ['saving a new key', { type: 'key.save', data: { key: 'new-key-for-test-5678', which: 'search' } }],
    ['removing the key', { type: 'key.remove', data: { which: 'search' } }],
  ])('%s forgets the plan, the last rate figures and everything in storage.session', async (_name, message) => {
    const { route } = setup();
    await noteCapabilities({ places: true, summary: true });
    await rateItem.setValue({ perSecond: { limit: 20, remaining: 19 }, observedAt: 1 });
    await fakeBrowser.storage.session.set({ lastSearch: { q: 'heron' } });

    expect(await route(message, options)).toMatchObject({ ok: true });

    expect(await readCapabilities()).toBeUndefined();
    expect(await rateItem.getValue()).toBeNull();
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });

  it('bills the first search after a new key again: a cached answer belongs to the old key', async () => {
    const { route, fetch } = setup();
    const search = { type: 'search', data: { q: 'heron', page: 0, filters: {} } };
    // Only web searches count: the plan probe's /local and /summarizer calls are not billed.
    const searches = () => fetch.mock.calls.filter(([url]) => url.includes('/web/search')).length;
    await route(search, options);
    await route(search, options);
    expect(searches()).toBe(1);
    await route({ type: 'key.save', data: { key: 'new-key-for-test-5678', which: 'search' } }, options);
    await route(search, options);
    expect(searches()).toBe(2);
  });
});

describe('switching the API address (a proxy, then back) from the options page (B8)', () => {
  const PROXY = 'https://proxy.example/res/v1';
  const learned = async () => {
    await noteCapabilities({ places: true, summary: false });
    await answersKeyItem.setValue('answers-key-0001');
    await cacheAnswer(questionOf({ q: 'heron' }), DEFAULT_SETTINGS.apiBaseUrl, summary('From the old address.'), 1e15);
    await writeJob('s1', { status: 'complete', summary: summary('Old job.'), updatedAt: 1 });
    await fakeBrowser.storage.session.set({ lastSearch: { q: 'heron' } });
  };
  beforeEach(() => fakeBrowser.reset());

  it('forgets the plan, the last search, the summary jobs and the AI answers learned at the old address', async () => {
    const { route } = setup();
    await learned();
    const update = (apiBaseUrl: string) => route({ type: 'settings.update', data: { patch: { apiBaseUrl } } }, options);
    expect(await update(PROXY)).toMatchObject({ ok: true });
    expect(await readCapabilities()).toBeUndefined();
    expect(await fakeBrowser.storage.session.get()).toEqual({});
    expect(await route({ type: 'search.last', data: {} }, options)).toEqual({ ok: true, data: null });

    // And back: what was learned at the proxy is not the default address's either.
    await learned();
    expect(await update(DEFAULT_SETTINGS.apiBaseUrl)).toMatchObject({ ok: true });
    expect(await readCapabilities()).toBeUndefined();
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });

  it('keeps everything when the settings change but the address does not', async () => {
    const { route } = setup();
    await learned();
    const before = await fakeBrowser.storage.session.get();
    expect(await route({ type: 'settings.update', data: { patch: { cacheMinutes: 5 } } }, options)).toMatchObject({
      ok: true,
    });
    expect(await readCapabilities()).toEqual({ web: true, places: true, summary: false });
    expect(await fakeBrowser.storage.session.get()).toEqual(before);
  });
});
