// @vitest-environment node
/**
 * What a results page opens on, through the router and the real handlers (docs/security-plan.md A13): its URL's search
 * runs (billed) only with the pass the background wrote for the user's own action; otherwise Scout's cache answers, or
 * nothing does, and nothing is sent, billed or written.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveKey } from '@/utils/worker/services/key';
import { readLastSearch } from '@/utils/worker/services/search-records';
import { routeAnswering, SENDERS } from './route-helpers';

const webAnswer = {
  type: 'search',
  query: { original: 'heron' },
  web: { type: 'search', results: [{ title: 'Heron', url: 'https://birds.example/heron', description: 'A bird' }] },
};
const results = {
  id: 'scout',
  url: 'chrome-extension://scout/results.html?q=heron',
  origin: 'chrome-extension://scout',
  tab: { id: 7 },
  frameId: 0,
};
const heron = { q: 'heron', page: 0, filters: {} };

async function setup() {
  const { route, fetch } = routeAnswering(webAnswer);
  await route({ type: 'history.setEnabled', data: { on: true } }, SENDERS.popup);
  const searches = () => fetch.mock.calls.filter(([url]) => new URL(url).pathname.endsWith('/web/search')).length;
  const historyOf = async () =>
    ((await route({ type: 'history.get', data: {} }, SENDERS.popup)) as { data: { entries: { q: string }[] } }).data
      .entries;
  const passFor = async (search: object) =>
    ((await route({ type: 'results.pass', data: { search } }, SENDERS.popup)) as { data: { pass: string } }).data.pass;
  return { route, fetch, searches, historyOf, passFor };
}

describe('results.open', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveKey('results-test-key-1234', async () => {});
  });

  it('without a pass: a search not in the cache is null, with no request, no history, no last search', async () => {
    const { route, fetch, historyOf } = await setup();
    for (const data of [
      { search: heron },
      { search: { q: 'heron', page: 9, filters: { safesearch: 'off', goggle: undefined } } },
    ])
      expect(await route({ type: 'results.open', data }, results)).toEqual({ ok: true, data: null });
    expect(fetch).not.toHaveBeenCalled();
    expect(await historyOf()).toEqual([]);
    expect(await readLastSearch()).toBeNull();
  });

  it('without a pass: a search the user ran is shown from the cache, billing and writing nothing more', async () => {
    const { route, searches, historyOf } = await setup();
    await route({ type: 'search', data: heron }, results);
    expect(searches()).toBe(1);
    const reload = await route({ type: 'results.open', data: { search: heron } }, results);
    expect(reload).toMatchObject({
      ok: true,
      data: { fromCache: true, results: [{ url: 'https://birds.example/heron' }] },
    });
    expect(searches()).toBe(1);
    expect((await historyOf()).map((entry) => entry.q)).toEqual(['heron']);
  });

  it('with the pass written for it: the search runs for the user (billed, kept in the history), once', async () => {
    const { route, searches, historyOf, passFor } = await setup();
    const pass = await passFor(heron);
    expect(await route({ type: 'results.open', data: { search: heron, pass } }, results)).toMatchObject({
      ok: true,
      data: { fromCache: false },
    });
    expect(searches()).toBe(1);
    expect((await historyOf()).map((entry) => entry.q)).toEqual(['heron']);
    // The same pass again (another tab given the address) lets nothing run: another search is not looked for online.
    const ibis = { q: 'ibis', page: 0, filters: {} };
    const reused = await route({ type: 'results.open', data: { search: ibis, pass } }, results);
    expect(reused).toEqual({ ok: true, data: null });
    expect(searches()).toBe(1);
  });

  it('with a pass written for another search: nothing runs, and the pass is used up', async () => {
    const { route, searches, passFor } = await setup();
    const pass = await passFor(heron);
    const looser = { ...heron, filters: { safesearch: 'off' } };
    expect(await route({ type: 'results.open', data: { search: looser, pass } }, results)).toEqual({
      ok: true,
      data: null,
    });
    expect(await route({ type: 'results.open', data: { search: heron, pass } }, results)).toEqual({
      ok: true,
      data: null,
    });
    expect(searches()).toBe(0);
  });

  it.each([
    [
      'another extension',
      { id: 'other', url: 'chrome-extension://other/page.html', origin: 'chrome-extension://other' },
    ],
    ['Scout’s panel frame in a web page', SENDERS.panelFrame],
    [
      'a content script',
      { id: 'scout', url: 'https://news.example/', origin: 'https://news.example', tab: { id: 5 }, frameId: 0 },
    ],
  ])('refuses %s, for a pass and for a look-up, and its try uses up no pass', async (_name, sender) => {
    const { route, searches, passFor } = await setup();
    expect(await route({ type: 'results.pass', data: { search: heron } }, sender)).toMatchObject({ ok: false });
    const pass = await passFor(heron);
    expect(await route({ type: 'results.open', data: { search: heron, pass } }, sender)).toMatchObject({ ok: false });
    expect(searches()).toBe(0);
    expect(await route({ type: 'results.open', data: { search: heron, pass } }, results)).toMatchObject({
      ok: true,
      data: { fromCache: false },
    });
    expect(searches()).toBe(1);
  });

  it('refuses a pass that is not one, before anything', async () => {
    const { route, fetch } = await setup();
    for (const pass of ['', 'x', '0F8FAD5B-D9CB-469F-A165-70867728950E', `${'0'.repeat(36)}`])
      expect(await route({ type: 'results.open', data: { search: heron, pass } }, results)).toMatchObject({
        ok: false,
        error: { kind: 'badRequest' },
      });
    expect(fetch).not.toHaveBeenCalled();
  });
});
