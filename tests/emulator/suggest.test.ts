// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, testClock } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);

const suggest = (params: Record<string, string | number | boolean>, key = 'demo-suggest') =>
  call(emulator, apiPath('suggest/search', params), { key });

describe('/suggest/search (minimal, for the omnibox)', () => {
  it('suggests the world’s phrases that start with the query, `count` at most', async () => {
    const response = await suggest({ q: 'pyth', count: 3 });
    expect(response.status).toBe(200);
    const body = response.json();
    expect(body.type).toBe('suggest');
    expect(body.query).toEqual({ original: 'pyth' });
    expect(body.results).toHaveLength(3);
    for (const result of body.results) expect(result.query.startsWith('pyth')).toBe(true);
    expect(Object.keys(body.results[0])).toEqual(['query']);
  });

  it('refuses a key of another plan with OPTION_NOT_IN_PLAN, and bad parameters with 422', async () => {
    const other = await suggest({ q: 'python' }, 'demo-search');
    expect(other.status).toBe(400);
    expect(other.json().error.code).toBe('OPTION_NOT_IN_PLAN');
    expect((await suggest({ q: '' })).status).toBe(422);
    expect((await suggest({ q: 'python', count: 21 })).status).toBe(422);
  });

  it('counts each request for the key, never as a billed web search', async () => {
    await suggest({ q: 'coffee' });
    await suggest({ q: 'coffee b' });
    const stats = emulator.stats();
    expect(stats.keys['demo-suggest']?.endpoints['suggest/search']?.successes).toBe(2);
    expect(stats.totals.billed).toBe(0);
  });

  it('answers `hostile…` with markup in the suggestion text', async () => {
    const body = (await suggest({ q: 'hostile' })).json();
    expect(body.results.map((r: { query: string }) => r.query).join(' ')).toMatch(/<script>|<match>/);
  });
});
