// @vitest-environment node
/** The 2026 plans and billing of the other endpoints (docs/api-reference.md §8; A43, A52). */
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, testClock } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);

/** One ordinary request per endpoint of §8. */
const REQUESTS: Readonly<Record<string, Record<string, string>>> = {
  'web/search': { q: 'python' },
  'news/search': { q: 'python' },
  'videos/search': { q: 'python tutorial' },
  'images/search': { q: 'python' },
  'llm/context': { q: 'python' },
  'local/place_search': { q: 'coffee in lisbon' },
  'suggest/search': { q: 'pyth' },
  'spellcheck/search': { q: 'pyhton' },
};

function request(endpoint: string, key: string, headers: Record<string, string> = {}) {
  return call(emulator, apiPath(endpoint, REQUESTS[endpoint]), { key, headers });
}

async function statuses(key: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const endpoint of Object.keys(REQUESTS)) out[endpoint] = (await request(endpoint, key)).status;
  return out;
}

describe('plans of 2026', () => {
  it('Search: everything but suggest and spellcheck', async () => {
    expect(await statuses('demo-search')).toEqual({
      'web/search': 200,
      'news/search': 200,
      'videos/search': 200,
      'images/search': 200,
      'llm/context': 200,
      'local/place_search': 200,
      'suggest/search': 400,
      'spellcheck/search': 400,
    });
  });

  it('Autosuggest and Spellcheck: their one endpoint; the rest, web search included, is 400 OPTION_NOT_IN_PLAN', async () => {
    const suggest = await statuses('demo-suggest');
    const spellcheck = await statuses('demo-spellcheck');
    for (const endpoint of Object.keys(REQUESTS)) {
      expect(suggest[endpoint]).toBe(endpoint === 'suggest/search' ? 200 : 400);
      expect(spellcheck[endpoint]).toBe(endpoint === 'spellcheck/search' ? 200 : 400);
    }
    const refused = await request('web/search', 'demo-suggest');
    expect(refused.json().error).toEqual({
      id: expect.any(String),
      status: 400,
      code: 'OPTION_NOT_IN_PLAN',
      detail: 'The option is not subscribed in the plan.',
      meta: { component: 'api' },
    });
    expect(refused.headers['x-ratelimit-limit']).toBe('100, 0');
  });

  it('legacy plans: news, videos and images with web search; no llm/context', async () => {
    const free = await statuses('demo-free');
    expect(free).toMatchObject({ 'web/search': 200, 'llm/context': 429 }); // one request a second
    clock.advance(1000);
    for (const endpoint of ['news/search', 'videos/search', 'images/search']) {
      expect((await request(endpoint, 'demo-free')).status).toBe(200);
      clock.advance(1000);
    }
    expect((await request('llm/context', 'demo-free')).json().error.code).toBe('OPTION_NOT_IN_PLAN');
  });

  it('a plan from the settings names its features; absent ones mean web search only', async () => {
    emulator.updateSettings({
      plans: {
        'my-suggest': {
          name: 'Mine',
          ratePerSecond: 10,
          monthlyQuota: 0,
          local: false,
          summarizer: false,
          web: false,
          suggest: true,
        },
        'my-web': { name: 'Web', ratePerSecond: 10, monthlyQuota: 0, local: false, summarizer: false },
      },
    });
    expect((await request('suggest/search', 'my-suggest')).status).toBe(200);
    expect((await request('web/search', 'my-suggest')).status).toBe(400);
    expect((await request('news/search', 'my-web')).status).toBe(200);
    expect((await request('suggest/search', 'my-web')).status).toBe(400);
    expect(() =>
      emulator.updateSettings({
        plans: { bad: { name: 'B', ratePerSecond: 1, monthlyQuota: 0, local: false, summarizer: false, rich: 'yes' } },
      }),
    ).toThrow(/optional booleans/);
  });

  it('Api-Version: web versions on the web endpoints, local ones on place_search; none checked on suggest', async () => {
    const version = (v: string) => ({ 'Api-Version': v });
    expect((await request('news/search', 'demo-search', version('2023-10-11'))).status).toBe(200);
    expect((await request('news/search', 'demo-search', version('1999-01-01'))).status).toBe(404);
    expect((await request('local/place_search', 'demo-search', version('2024-06-11'))).status).toBe(200);
    expect((await request('suggest/search', 'demo-suggest', version('1999-01-01'))).status).toBe(200);
  });
});

describe('billing of the other endpoints (A52)', () => {
  it('every 200 is one billed request, per endpoint; errors and local/pois are not', async () => {
    await statuses('demo-search');
    await call(emulator, apiPath('news/search', { q: 'x', count: 0 }), { key: 'demo-search' });
    await call(emulator, apiPath('local/pois', { ids: 'locX' }), { key: 'demo-search' });
    const endpoints = emulator.stats().keys['demo-search']!.endpoints;
    for (const endpoint of ['web/search', 'news/search', 'videos/search', 'images/search', 'llm/context'])
      expect(endpoints[endpoint]?.billed).toBe(1);
    expect(endpoints['local/place_search']?.billed).toBe(1);
    expect(endpoints['news/search']?.errors).toEqual({ 422: 1 });
    expect(endpoints['local/pois']).toMatchObject({ successes: 1, billed: 0 });
    expect(emulator.stats().keys['demo-search']!.billed).toBe(6);
  });

  it('they move the monthly counter and meet the monthly quota (demo-quota: 3 left)', async () => {
    const remaining = async (endpoint: string) => {
      const res = await request(endpoint, 'demo-quota');
      return [res.status, String(res.headers['x-ratelimit-remaining']).split(', ')[1]];
    };
    expect(await remaining('news/search')).toEqual([200, '2']);
    expect(await remaining('images/search')).toEqual([200, '1']);
    expect(await remaining('videos/search')).toEqual([200, '0']);
    const spent = await request('web/search', 'demo-quota');
    expect(spent.status).toBe(429);
    expect(spent.json().error.code).toBe('QUOTA_LIMITED');
    expect((await request('news/search', 'demo-quota')).json().error.code).toBe('QUOTA_LIMITED');
  });
});
