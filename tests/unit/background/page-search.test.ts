// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveKey } from '@/utils/worker/services/key';
import { rateItem } from '@/utils/worker/services/account';
import { routeAnswering, SENDERS } from './route-helpers';

/** Scout's panel frame in a news page: what a page can cause goes through it (sender-policy.ts). */
const { panelFrame: page, popup } = SENDERS;
const contentScript = {
  id: 'scout',
  url: 'https://news.example/',
  origin: 'https://news.example',
  tab: { id: 5 },
  frameId: 0,
};

const webAnswer = {
  type: 'search',
  query: { original: 'heron' },
  web: {
    type: 'search',
    results: [{ title: '<b>Heron</b>', url: 'https://birds.example/heron', description: 'A &amp; B' }],
  },
};

const setup = () => routeAnswering(webAnswer);

describe('what a page may ask for', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveKey('page-test-key-1234', async () => {});
  });

  it.each([
    ['a url', { q: 'heron', url: 'https://evil.example/api' }],
    ['an endpoint', { q: 'heron', endpoint: '/local/pois' }],
    ['headers', { q: 'heron', headers: { 'X-Subscription-Token': 'x' } }],
    ['a count', { q: 'heron', count: 1e9 }],
    ['an offset', { q: 'heron', offset: 9 }],
  ])('refuses a page search carrying %s, without any request (A6)', async (_name, data) => {
    const { route, fetch } = setup();
    expect(await route({ type: 'page.search', data }, page)).toMatchObject({
      ok: false,
      error: { kind: 'badRequest' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses the popup-only search, key and settings messages from a page (A2)', async () => {
    const { route, fetch } = setup();
    for (const type of [
      'search',
      'key.save',
      'key.remove',
      'key.verify',
      'key.status',
      'settings.get',
      'settings.update',
      'account',
      'search.last',
    ]) {
      expect(await route({ type, data: {} }, page)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the panel frame search, and not the content script beside it (F9)', async () => {
    const { route, fetch } = setup();
    for (const type of ['page.search', 'options.open', 'search', 'key.status'])
      expect(await route({ type, data: type === 'page.search' ? { q: 'heron' } : {} }, contentScript)).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
    expect(fetch).not.toHaveBeenCalled();
    expect(await route({ type: 'page.search', data: { q: 'heron' } }, page)).toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('sends only the fixed endpoint with allow-listed parameters, and answers with view models only (A6, A10)', async () => {
    const { route, fetch } = setup();
    const reply = await route({ type: 'page.search', data: { q: 'heron\u202E<script>' } }, page);
    expect(reply.ok).toBe(true);
    const url = new URL(fetch.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://api.search.brave.com/res/v1/web/search');
    expect(url.searchParams.get('q')).toBe('heron <script>');
    expect(Object.keys((reply as { data: object }).data).sort()).toEqual(
      [
        'fromCache',
        'moreResults',
        'page',
        'places',
        'placesState',
        'query',
        'results',
        'searchId',
        'summaryState',
      ].sort(),
    );
    expect(JSON.stringify(reply)).not.toContain('page-test-key');
    expect(JSON.stringify(reply)).not.toContain('"web"');
  });

  it('after the key is removed, searches fail with "no key", not with a stale key (B6)', async () => {
    const { route, fetch } = setup();
    await route({ type: 'search', data: { q: 'heron' } }, popup);
    await rateItem.setValue({ perSecond: { limit: 1, remaining: 0 }, observedAt: 1 });
    expect(await route({ type: 'key.remove', data: {} }, popup)).toEqual({ ok: true, data: { set: false } });
    expect(await fakeBrowser.storage.session.get()).toEqual({});
    // The old key's plan and figures must not show under the next key.
    expect(await rateItem.getValue()).toBeNull();
    expect(await route({ type: 'account', data: {} }, popup)).toEqual({
      ok: true,
      data: { key: { set: false }, answersKey: { set: false }, suggestKey: { set: false } },
    });
    fetch.mockClear();
    expect(await route({ type: 'search', data: { q: 'heron' } }, popup)).toMatchObject({
      ok: false,
      error: { kind: 'noKey' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('handing a popup search to a page (page.highlight)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveKey('page-test-key-1234', async () => {});
  });

  it('sends the popup’s last search to the tab, with no new request', async () => {
    const { route, fetch } = setup();
    const search = await route({ type: 'search', data: { q: 'heron' } }, popup);
    const searchId = (search as { data: { searchId: string } }).data.searchId;
    fetch.mockClear();
    const sent: unknown[] = [];
    // The tab's top document, pinned before anything is sent to it (utils/worker/background/tab-agent.ts).
    (fakeBrowser.scripting as any).executeScript = vi.fn(async () => [{ frameId: 0, documentId: 'doc-9' }]);
    (fakeBrowser.tabs as any).sendMessage = vi.fn(async (_tab: number, message: { type: string }) => {
      sent.push(message);
      return 'scout.alive';
    });
    expect(await route({ type: 'page.highlight', data: { searchId, tabId: 9 } }, popup)).toEqual({
      ok: true,
      data: {},
    });
    expect(sent.at(-1)).toMatchObject({ type: 'scout.showPlaces', search: { searchId, query: { original: 'heron' } } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers "search gone" for any other search id, and is refused to pages (A2)', async () => {
    const { route } = setup();
    expect(await route({ type: 'page.highlight', data: { searchId: 'nope', tabId: 9 } }, popup)).toMatchObject({
      ok: false,
      error: { kind: 'searchGone' },
    });
    expect(await route({ type: 'page.highlight', data: { searchId: 'nope', tabId: 9 } }, page)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });

  it('"Find places on this page" (popup, side panel) hands the tab its page-wide job; a page may not ask (A2)', async () => {
    const { route, fetch } = setup();
    const sent: unknown[] = [];
    (fakeBrowser.tabs as any).sendMessage = vi.fn(async (tab: number, message: { type: string }, options: object) => {
      sent.push([tab, message, options]);
      return 'scout.alive';
    });
    const sidePanel = {
      id: 'scout',
      url: 'chrome-extension://scout/sidepanel.html',
      origin: 'chrome-extension://scout',
    };
    expect(await route({ type: 'page.findPlaces', data: { tabId: 9 } }, sidePanel)).toEqual({ ok: true, data: {} });
    // Pinned to the document the user acted on (F9, tab-agent.ts).
    expect(sent.at(-1)).toEqual([9, { type: 'scout.findPlaces' }, { frameId: 0, documentId: 'doc-9' }]);
    expect(await route({ type: 'page.findPlaces', data: { tabId: 9 } }, page)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await route({ type: 'page.findPlaces', data: { tabId: 9, text: 'x' } }, popup)).toMatchObject({
      ok: false,
      error: { kind: 'badRequest' },
    });
    expect(sent).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a page open the options page, and nothing else with it', async () => {
    const { route } = setup();
    const openOptionsPage = vi.fn(async () => {});
    (fakeBrowser.runtime as any).openOptionsPage = openOptionsPage;
    expect(await route({ type: 'options.open', data: {} }, page)).toEqual({ ok: true, data: {} });
    expect(await route({ type: 'options.open', data: { url: 'https://evil.example/' } }, page)).toMatchObject({
      ok: false,
      error: { kind: 'badRequest' },
    });
    expect(openOptionsPage).toHaveBeenCalledOnce();
  });
});

describe('the popup’s last search, reopened (search.last)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveKey('page-test-key-1234', async () => {});
  });

  it('shows an AI answer asked for since, instead of offering to pay for it again', async () => {
    const { route } = setup();
    await route({ type: 'search', data: { q: 'heron' } }, popup);
    const { readLastSearch, rememberLastSearch } = await import('@/utils/worker/services/search-records');
    const { writeJob } = await import('@/utils/worker/services/summary/jobs');
    const last = (await readLastSearch())!;
    await rememberLastSearch({ ...last, view: { ...last.view, summaryState: 'onRequest' } });
    const before = (await route({ type: 'search.last', data: {} }, popup)) as {
      data: { view: { summaryState: string } };
    };
    expect(before.data.view.summaryState).toBe('onRequest');
    await writeJob(last.view.searchId, {
      status: 'failed',
      error: { kind: 'interrupted', message: '' },
      updatedAt: 0,
      answer: { askId: 'a1' },
    });
    const after = (await route({ type: 'search.last', data: {} }, popup)) as {
      data: { view: { summaryState: string } };
    };
    expect(after.data.view.summaryState).toBe('available');
  });
});
