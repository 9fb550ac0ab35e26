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

  it('counts and bills each answered request for the Autosuggest key, on its own endpoint, never as a web search (A52)', async () => {
    await suggest({ q: 'coffee' });
    await suggest({ q: 'coffee b' });
    await suggest({ q: '' });
    const key = emulator.stats().keys['demo-suggest'];
    expect(key?.endpoints['suggest/search']).toMatchObject({ requests: 3, successes: 2, billed: 2 });
    expect(key?.endpoints['web/search']).toBeUndefined();
    expect(key?.billed).toBe(2);
  });

  it('the Autosuggest plan’s rate: 100 requests a second, the 101st is 429 RATE_LIMITED (never billed), the next second again', async () => {
    clock.advance(1000);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) statuses.push((await suggest({ q: `coffee ${i}` })).status);
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    const refused = await suggest({ q: 'coffee x' });
    expect([statuses[100], refused.status]).toEqual([429, 429]);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.headers['x-ratelimit-limit']).toBe('100, 0');
    expect(emulator.stats().keys['demo-suggest']?.endpoints['suggest/search']).toMatchObject({
      errors: { 429: 2 },
      billed: 100,
    });
    clock.advance(1000);
    expect((await suggest({ q: 'coffee' })).status).toBe(200);
  });

  it('completes `hostile…` to the hostile sample, unescaped: markup, the address bar’s own styles, controls, bidi', async () => {
    const body = (await suggest({ q: 'hostile', count: 20 })).json();
    const texts: string[] = body.results.map((r: { query: string }) => r.query);
    expect(texts.length).toBeGreaterThan(2);
    expect(texts.every((text) => text.startsWith('hostile '))).toBe(true);
    const all = texts.join(' ');
    for (const piece of ['<script>alert(1)</script>', '<match>', '<dim>', '&amp;', ']]>', '\u202E', '\u0000'])
      expect(all).toContain(piece);
    expect(Math.max(...texts.map((text) => text.length))).toBeGreaterThan(200);
    expect((await suggest({ q: 'hostile', count: 2 })).json().results).toHaveLength(2);
  });
});
