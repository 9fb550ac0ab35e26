// @vitest-environment node
/**
 * Inline Goggles (emulator assumption A54; docs/api-reference.md §10) on web, news and videos: `$discard`, `$boost`,
 * `$downrank` by `site=`, `mutated_by_goggles`, and a malformed Goggle refused with the API's error envelope.
 */
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, search, testClock, validationIssues } from './helpers';
import { goggleFault, parseGoggles } from '../../emulator/search/goggles';

const clock = testClock();
const emulator = emulatorForFile(clock);
const KEY = 'demo-pro';

const get = (endpoint: string, params: Record<string, string | string[]>) =>
  call(emulator, apiPath(endpoint, params), { key: KEY });
const hosts = (results: { url: string }[]) => results.map((result) => new URL(result.url).hostname);

describe('web search', () => {
  it('takes the goggles Scout sends (a hosted one and its own list, each its own parameter)', async () => {
    const plain = (await search(emulator, KEY, 'python')).json().web;
    const [first, second] = hosts(plain.results);
    expect(plain.mutated_by_goggles).toBeUndefined();
    const ranked = (
      await search(emulator, KEY, 'python', {
        goggles: ['https://goggles.example/tech.goggle', `! Scout\n$discard,site=${first}\n$downrank=3,site=${second}`],
      })
    ).json().web;
    expect(hosts(ranked.results)).not.toContain(first);
    expect(hosts(ranked.results)[0]).not.toBe(second);
    expect(ranked.mutated_by_goggles).toBe(true);
  });

  it('a generic $discard keeps only what another rule names; $boost=10 pins a site first', async () => {
    const body = (
      await search(emulator, KEY, 'python', { goggles: '$boost=10,site=forum.askaround.example\n$discard' })
    ).json();
    expect(new Set(hosts(body.web.results))).toEqual(new Set(['forum.askaround.example']));
  });

  it('refuses a malformed Goggle with 422 VALIDATION on goggles, naming the line, and bills nothing', async () => {
    const before = emulator.stats().keys[KEY]?.billed ?? 0;
    for (const goggle of [
      '$discard,site=a.com\n$boost=11,site=b.com',
      '$nuke,site=a.com',
      '$discard,site=a.com,boost=2',
      '$boost,site=',
    ]) {
      const issues = validationIssues(await search(emulator, KEY, 'python', { goggles: goggle }));
      expect(issues).toEqual([
        expect.objectContaining({
          type: 'value_error',
          loc: ['query', 'goggles'],
          msg: expect.stringContaining('line'),
        }),
      ]);
    }
    expect(emulator.stats().keys[KEY]?.billed ?? 0).toBe(before);
  });
});

describe('news and videos', () => {
  it('news: $discard drops a site, $boost raises one, and the answer says mutated_by_goggles', async () => {
    const plain = (await get('news/search', { q: 'python' })).json();
    expect(plain.mutated_by_goggles).toBeUndefined();
    const sites = [...new Set(hosts(plain.results))];
    expect(sites.length).toBeGreaterThan(1);
    const dropped = (await get('news/search', { q: 'python', goggles: `$discard,site=${sites[0]}` })).json();
    expect(hosts(dropped.results)).not.toContain(sites[0]);
    expect(dropped.mutated_by_goggles).toBe(true);
    const last = sites.at(-1)!;
    const boosted = (await get('news/search', { q: 'python', goggles: `$boost=10,site=${last}` })).json();
    expect(hosts(boosted.results)[0]).toBe(last);
    expect(validationIssues(await get('news/search', { q: 'python', goggles: '$boost=0,site=a.com' }))).toHaveLength(1);
  });

  it('videos: the video site discarded leaves none; downranked, the same videos marked as changed', async () => {
    const plain = (await get('videos/search', { q: 'python' })).json();
    expect(plain.results.length).toBeGreaterThan(0);
    const [site] = hosts(plain.results);
    expect((await get('videos/search', { q: 'python', goggles: `$discard,site=${site}` })).json()).toMatchObject({
      results: [],
      mutated_by_goggles: true,
    });
    const lowered = (await get('videos/search', { q: 'python', goggles: `$downrank=2,site=${site}` })).json();
    expect(hosts(lowered.results)).toEqual(hosts(plain.results));
    expect(lowered.mutated_by_goggles).toBe(true);
    expect(
      validationIssues(await get('videos/search', { q: 'python', goggles: '$discard=3,site=a.com' })),
    ).toHaveLength(1);
  });
});

describe('the Goggle reader', () => {
  it('takes metadata, comments, patterns and options in any order; skips what it does not apply', () => {
    const goggle = [
      '! name: x',
      '/blog/$boost=3',
      '$site=a.example,downrank=2',
      '*rust*$boost,site=b.example',
      '$inurl,discard,site=c.example',
    ].join('\n');
    expect(goggleFault([goggle])).toBeUndefined();
    expect(parseGoggles([goggle])).toEqual([
      { action: 'downrank', strength: 2, site: 'a.example' },
      { action: 'boost', strength: 1, site: 'b.example' },
      { action: 'discard', strength: 1, site: 'c.example' },
    ]);
    expect(goggleFault(['ok\n*a*b*c*$boost'])).toMatchObject({ line: 2, reason: expect.stringContaining('wildcards') });
    expect(goggleFault(['https://goggles.example/whatever,$'])).toBeUndefined();
  });
});
