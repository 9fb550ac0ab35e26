// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildUrl,
  canonicalRequest,
  localEntries,
  locationHeaders,
  normaliseBaseUrl,
  summarizerEntries,
  webSearchEntries,
} from '@/utils/worker/api/wire/url';
import { normaliseIds, normaliseQuery } from '@/utils/worker/api/endpoints/params';
import { BASE } from '../helpers';

describe('URL building', () => {
  it('round-trips an opaque summarizer key unchanged', () => {
    const key = '{"query": "a&b=c", "x": "é", "plus": "1+1", "hash": "#?%"}';
    const url = new URL(
      buildUrl(BASE, '/summarizer/search', summarizerEntries(key, { entityInfo: true, inlineReferences: false })),
    );
    expect(url.searchParams.get('key')).toBe(key);
    expect(url.searchParams.get('entity_info')).toBe('true');
    expect(url.searchParams.get('inline_references')).toBe('false');
    expect(url.href).not.toContain('a&b=c');
    expect(url.pathname).toBe('/res/v1/summarizer/search');
  });

  it('round-trips a query with reserved characters', () => {
    const q = 'a&b=c #tag +plus ?é 100%';
    const url = new URL(buildUrl(BASE, '/web/search', webSearchEntries({ q })));
    expect(url.searchParams.get('q')).toBe(q);
    expect([...url.searchParams.keys()]).toEqual(['q']);
  });

  it('repeats ids and keeps "=" in ids intact', () => {
    const ids = ['loc4CQWMJWLD4VBEBZ62XQLJTGK6YCJEEJDNAAAAAAA=', '1520066f3f39496780c5931d9f7b26a6'];
    const url = new URL(buildUrl(BASE, '/local/pois', localEntries(ids, { units: 'metric' })));
    expect(url.searchParams.getAll('ids')).toEqual(ids);
    expect(url.search).toMatch(/^\?ids=[^&]+&ids=[^&]+&units=metric$/);
  });

  it('serialises every web search parameter with its type', () => {
    const entries = webSearchEntries({
      q: '  brave   search ',
      country: 'DE',
      search_lang: 'jp',
      ui_lang: 'en-GB',
      count: 20,
      offset: 0,
      safesearch: 'strict',
      freshness: '2022-04-01to2022-07-30',
      text_decorations: false,
      spellcheck: true,
      result_filter: ['web', 'locations'],
      goggles_id: 'https://g/1',
      goggles: ['https://g/a', '$discard\n$site=x.com'],
      units: 'imperial',
      extra_snippets: true,
      summary: true,
      enable_rich_callback: false,
      include_fetch_metadata: true,
      operators: false,
    });
    expect(entries).toEqual([
      ['q', 'brave search'],
      ['country', 'DE'],
      ['search_lang', 'jp'],
      ['ui_lang', 'en-GB'],
      ['count', '20'],
      ['offset', '0'],
      ['safesearch', 'strict'],
      ['freshness', '2022-04-01to2022-07-30'],
      ['text_decorations', 'false'],
      ['spellcheck', 'true'],
      ['result_filter', 'web,locations'],
      ['goggles_id', 'https://g/1'],
      ['goggles', 'https://g/a'],
      ['goggles', '$discard\n$site=x.com'],
      ['units', 'imperial'],
      ['extra_snippets', 'true'],
      ['summary', 'true'],
      ['enable_rich_callback', 'false'],
      ['include_fetch_metadata', 'true'],
      ['operators', 'false'],
    ]);
    const url = new URL(buildUrl(BASE, '/web/search', entries));
    expect(url.searchParams.getAll('goggles')[1]).toBe('$discard\n$site=x.com');
  });

  it('rejects what the API would reject, before any request', () => {
    for (const params of [
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(401) },
      { q: Array(51).fill('w').join(' ') },
      { q: 'a', count: 0 },
      { q: 'a', count: 21 },
      { q: 'a', count: 1.5 },
      { q: 'a', offset: 10 },
      { q: 'a', offset: -1 },
    ]) {
      expect(() => webSearchEntries(params)).toThrow(expect.objectContaining({ kind: 'validation' }));
    }
    expect(() => normaliseQuery(5)).toThrow(expect.objectContaining({ kind: 'validation' }));
  });

  it('normalises ids: trimmed, de-duplicated, order kept, junk dropped', () => {
    expect(normaliseIds([' a ', 'b', 'a', '', 5, 'x'.repeat(501), 'c'])).toEqual(['a', 'b', 'c']);
    expect(() => normaliseIds([])).toThrow(expect.objectContaining({ kind: 'validation' }));
  });

  it('checks and normalises the base URL', () => {
    expect(normaliseBaseUrl('http://127.0.0.1:8787/res/v1/')).toBe('http://127.0.0.1:8787/res/v1');
    for (const bad of ['ftp://x/', 'javascript:alert(1)', 'not a url', 'https://u:p@x/', 'https://x/?a=1']) {
      expect(() => normaliseBaseUrl(bad)).toThrow(TypeError);
    }
  });
});

describe('location headers', () => {
  it('sends valid hints and drops what a header cannot carry', () => {
    expect(
      locationHeaders({
        lat: 37.7,
        long: -122.4,
        city: 'San Francisco',
        state: 'CA',
        country: 'US',
        timezone: 'America/Los_Angeles',
      }),
    ).toEqual({
      'X-Loc-Lat': '37.7',
      'X-Loc-Long': '-122.4',
      'X-Loc-City': 'San Francisco',
      'X-Loc-State': 'CA',
      'X-Loc-Country': 'US',
      'X-Loc-Timezone': 'America/Los_Angeles',
    });
    expect(locationHeaders({ lat: 91, long: Number.NaN, city: 'Zürich', stateName: 'a\r\nb', postalCode: '' })).toEqual(
      {},
    );
  });
});

describe('canonicalRequest', () => {
  it('is the same for the same request in any parameter order, and differs otherwise', () => {
    const a = canonicalRequest('/web/search', webSearchEntries({ q: 'x  y', country: 'US', count: 5 }));
    const b = canonicalRequest('/web/search', webSearchEntries({ count: 5, country: 'US', q: 'x y' }));
    const c = canonicalRequest('/web/search', webSearchEntries({ q: 'x y', country: 'GB', count: 5 }));
    const d = canonicalRequest('/web/search', webSearchEntries({ q: 'x y', country: 'US', count: 5 }), {
      'X-Loc-Lat': '1',
    });
    expect(a).toBe(b);
    expect(new Set([a, c, d]).size).toBe(3);
  });
});
