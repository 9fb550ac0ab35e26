// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readHistory, setHistoryOn } from '@/utils/worker/services/history';
import { routeAnswering } from './route-helpers';

const page = { id: 'scout', url: 'https://news.example/', origin: 'https://news.example', tab: { id: 5 }, frameId: 0 };
const popup = { id: 'scout', url: 'chrome-extension://scout/popup.html', origin: 'chrome-extension://scout' };
/** Scout's own panel page, but framed inside a web tab: a page's rights (sender-policy.ts), so no history either. */
const panelFrame = {
  id: 'scout',
  url: 'chrome-extension://scout/panel.html#t1',
  origin: 'chrome-extension://scout',
  tab: { id: 5 },
  frameId: 3,
  documentId: 'D3',
};
const webAnswer = { type: 'search', query: { original: 'heron' }, web: { type: 'search', results: [] } };

describe('history messages', () => {
  // No key: every search fails at once with noKey (no paced request), and is still the user's search to keep.
  beforeEach(() => fakeBrowser.reset());

  /** Every history message from `sender` is refused and says nothing of what is kept. */
  async function refusesHistory(sender: object) {
    const { route } = routeAnswering(webAnswer);
    await setHistoryOn(true);
    await route({ type: 'search', data: { q: 'private query' } }, popup);
    for (const [type, data] of [
      ['history.get', {}],
      ['history.setEnabled', { on: false }],
      ['history.delete', { q: 'private query', at: 1 }],
      ['history.clear', {}],
    ] as const) {
      const reply = await route({ type, data }, sender);
      expect(reply).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
      expect(JSON.stringify(reply)).not.toContain('private query');
    }
    expect((await readHistory()).entries.map((e) => e.q)).toEqual(['private query']);
  }

  it('a content script can neither read, change nor clear the history', () => refusesHistory(page));

  it('the in-page panel frame can neither read, change nor clear the history either', () => refusesHistory(panelFrame));

  it('records the popup’s searches only while on, not further pages, and never what a page asks about', async () => {
    const { route } = routeAnswering(webAnswer);
    await route({ type: 'search', data: { q: 'before it was on' } }, popup);
    expect(await route({ type: 'history.setEnabled', data: { on: true } }, popup)).toEqual({
      ok: true,
      data: { on: true, entries: [] },
    });
    await route({ type: 'search', data: { q: 'heron' } }, popup);
    await route({ type: 'search', data: { q: 'heron more', page: 1 } }, popup);
    await route({ type: 'page.search', data: { q: 'selected page text' } }, page);
    const reply = await route({ type: 'history.get', data: {} }, popup);
    expect(reply).toMatchObject({ ok: true, data: { on: true, entries: [{ q: 'heron' }] } });
    expect((reply as { data: { entries: unknown[] } }).data.entries).toHaveLength(1);
  });

  it('lets Scout’s pages delete an entry, clear, and turn it off (which deletes it)', async () => {
    const { route } = routeAnswering(webAnswer);
    await route({ type: 'history.setEnabled', data: { on: true } }, popup);
    await route({ type: 'search', data: { q: 'one' } }, popup);
    await route({ type: 'search', data: { q: 'two' } }, popup);
    const [two, one] = (await readHistory()).entries;
    expect(await route({ type: 'history.delete', data: one! }, popup)).toEqual({
      ok: true,
      data: { on: true, entries: [two] },
    });
    expect(await route({ type: 'history.clear', data: {} }, popup)).toEqual({
      ok: true,
      data: { on: true, entries: [] },
    });
    await route({ type: 'search', data: { q: 'three' } }, popup);
    expect(await route({ type: 'history.setEnabled', data: { on: false } }, popup)).toEqual({
      ok: true,
      data: { on: false, entries: [] },
    });
    expect(await fakeBrowser.storage.local.get('history')).toEqual({});
  });
});
