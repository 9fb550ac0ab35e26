/** The one-time passes that let a results page search as it loads (docs/security-plan.md A13). */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { claimPass, issuePass } from '@/utils/worker/background/results-pass';
import type { SearchRequest } from '@/utils/contract/search-request';
import { DEFAULT_SETTINGS } from '../settings/defaults';

const heron: SearchRequest = { q: 'heron', page: 0, filters: { country: 'DE', freshness: 'pw' } };
/** utils/worker/background/results-pass.ts: a minute, and the last 8 passes. */
const TTL_MS = 60_000;
const KEPT = 8;

describe('results passes', () => {
  beforeEach(() => fakeBrowser.reset());

  it('are good once: a second claim, like a reload or another tab with the same address, finds none', async () => {
    const pass = (await issuePass(heron, 0))!;
    expect(pass).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await claimPass(pass, heron, 1)).toBe('results');
    expect(await claimPass(pass, heron, 2)).toBe(false);
  });

  it('only one of two pages handing in the same pass at once gets it', async () => {
    const pass = (await issuePass(heron, 0))!;
    const claims = await Promise.all([claimPass(pass, heron, 1), claimPass(pass, heron, 1)]);
    expect(claims.sort()).toEqual([false, 'results']);
  });

  it('last a minute', async () => {
    const late = (await issuePass(heron, 0))!;
    expect(await claimPass(late, heron, TTL_MS)).toBe(false);
    const inTime = (await issuePass(heron, 0))!;
    expect(await claimPass(inTime, heron, TTL_MS - 1)).toBe('results');
  });

  it('are kept for the last few only, in storage.session (a browser restart, which empties it, leaves none)', async () => {
    const passes = [];
    for (let i = 0; i <= KEPT; i++) passes.push((await issuePass(heron, i))!);
    expect(
      Object.keys(await fakeBrowser.storage.session.get()).filter((key) => key.startsWith('resultsPass.')),
    ).toHaveLength(KEPT);
    expect(await claimPass(passes[0]!, heron, KEPT + 1)).toBe(false);
    expect(await claimPass(passes[KEPT]!, heron, KEPT + 1)).toBe('results');
    const restored = (await issuePass(heron, 0))!;
    await fakeBrowser.storage.session.clear();
    expect(await claimPass(restored, heron, 1)).toBe(false);
  });

  it('let only the search they were written for run (not its page, which is the user’s click), and are used up by a wrong one', async () => {
    const reordered: SearchRequest = { q: 'heron', page: 3, filters: { freshness: 'pw', country: 'DE' } };
    expect(await claimPass((await issuePass(heron, 0))!, reordered, 1)).toBe('results');
    // The page sends its filters with the settings' filled in (moderate SafeSearch, English, by default).
    const { safesearch, searchLang } = DEFAULT_SETTINGS;
    const filled: SearchRequest = { ...heron, filters: { ...heron.filters, safesearch, searchLang } };
    expect(await claimPass((await issuePass(heron, 0))!, filled, 1)).toBe('results');
    for (const other of [
      { ...heron, q: 'ibis' },
      { ...heron, exact: true as const },
      { ...heron, filters: { ...heron.filters, safesearch: 'off' as const } },
      { ...heron, filters: { country: 'DE' as const } },
    ]) {
      const pass = (await issuePass(heron, 0))!;
      expect(await claimPass(pass, other, 1), JSON.stringify(other)).toBe(false);
      expect(await claimPass(pass, heron, 1)).toBe(false);
    }
  });

  it('say who opened the tab, for the spending ledger: the address bar, or the popup for the results tab', async () => {
    expect(await claimPass((await issuePass(heron, 0, 'addressBar'))!, heron, 1)).toBe('addressBar');
    expect(await claimPass((await issuePass(heron, 0))!, heron, 1)).toBe('results');
  });

  it('that were never written let nothing run', async () => {
    expect(await claimPass('0f8fad5b-d9cb-469f-a165-70867728950e', heron, 1)).toBe(false);
  });
});
