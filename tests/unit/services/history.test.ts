import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  clearHistory,
  deleteEntry,
  historyMatches,
  readHistory,
  recordQuery,
  setHistoryOn,
} from '@/utils/worker/services/history';
import { MAX_HISTORY } from '@/utils/worker/services/history';

describe('the search history', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is off by default and records nothing while off', async () => {
    expect(await readHistory()).toEqual({ on: false, entries: [] });
    await recordQuery('python tutorial', 1);
    expect(await readHistory()).toEqual({ on: false, entries: [] });
    expect(await fakeBrowser.storage.local.get()).toEqual({});
  });

  it('writes nothing for a search while it is off (no storage call per search)', async () => {
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    const remove = vi.spyOn(fakeBrowser.storage.local, 'remove');
    try {
      await recordQuery('python tutorial', 1);
      await recordQuery('coffee in Lisbon', 2);
      expect(set).not.toHaveBeenCalled();
      expect(remove).not.toHaveBeenCalled();
      await setHistoryOn(false);
      expect(remove).toHaveBeenCalledTimes(1);
    } finally {
      set.mockRestore();
      remove.mockRestore();
    }
  });

  it('once on, keeps text and time only, most recent first, one entry per text, in storage.local only', async () => {
    await setHistoryOn(true);
    await recordQuery('python tutorial', 1);
    await recordQuery('coffee in Lisbon', 2);
    await recordQuery('python tutorial', 3);
    expect(await readHistory()).toEqual({
      on: true,
      entries: [
        { q: 'python tutorial', at: 3 },
        { q: 'coffee in Lisbon', at: 2 },
      ],
    });
    expect(Object.keys(await fakeBrowser.storage.local.get())).toEqual(['history']);
    expect(await fakeBrowser.storage.sync.get()).toEqual({});
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });

  it('keeps the last 100 queries', async () => {
    await setHistoryOn(true);
    await Promise.all(Array.from({ length: MAX_HISTORY + 5 }, (_, i) => recordQuery(`query ${i}`, i)));
    const { entries } = await readHistory();
    expect(entries).toHaveLength(MAX_HISTORY);
    expect(entries[0]).toEqual({ q: `query ${MAX_HISTORY + 4}`, at: MAX_HISTORY + 4 });
  });

  it('deletes one entry, clears all, and turning it off deletes everything', async () => {
    await setHistoryOn(true);
    await recordQuery('a', 1);
    await recordQuery('b', 2);
    expect((await deleteEntry({ q: 'a', at: 1 })).entries).toEqual([{ q: 'b', at: 2 }]);
    expect(await clearHistory()).toEqual({ on: true, entries: [] });
    await recordQuery('c', 3);
    expect(await setHistoryOn(false)).toEqual({ on: false, entries: [] });
    expect(await fakeBrowser.storage.local.get()).toEqual({});
    // On again: it starts empty, nothing comes back.
    expect(await setHistoryOn(true)).toEqual({ on: true, entries: [] });
  });

  it('reads damaged storage as off, and skips damaged entries', async () => {
    await fakeBrowser.storage.local.set({ history: { on: 'yes', entries: [{ q: 'x', at: 1 }] } });
    expect(await readHistory()).toEqual({ on: false, entries: [] });
    await fakeBrowser.storage.local.set({
      history: { on: true, entries: [{ q: 'ok', at: 1, results: ['no'] }, { q: '', at: 2 }, { q: 3 }, null] },
    });
    expect(await readHistory()).toEqual({ on: true, entries: [{ q: 'ok', at: 1 }] });
  });

  it('matches earlier searches by prefix, then by containment, never the text itself; none while off', async () => {
    await setHistoryOn(true);
    for (const [i, q] of ['learn python', 'python tutorial', 'Python', 'coffee'].entries()) await recordQuery(q, i);
    expect(await historyMatches('pyth', 5)).toEqual(['Python', 'python tutorial', 'learn python']);
    expect(await historyMatches('python', 5)).toEqual(['python tutorial', 'learn python']);
    expect(await historyMatches('pyth', 1)).toEqual(['Python']);
    await setHistoryOn(false);
    expect(await historyMatches('pyth', 5)).toEqual([]);
  });

  it('a read waits for the changes asked for before it (a search does not wait for its entry)', async () => {
    await setHistoryOn(true);
    void recordQuery('heron', 5);
    expect(await readHistory()).toEqual({ on: true, entries: [{ q: 'heron', at: 5 }] });
    expect(await historyMatches('her', 5)).toEqual(['heron']);
  });
});
