// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import { apiPath, call, ERROR_ID, search, startTestEmulator, testClock, START_MS } from './helpers';

const clock = testClock();
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator(clock);
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

async function issues(
  params: Record<string, string | number | boolean | string[]>,
  headers: Record<string, string> = {},
) {
  const res = await call(emulator, apiPath('web/search', params), { key: 'demo-pro', headers });
  expect(res.status).toBe(422);
  const body = res.json();
  expect(body.type).toBe('ErrorResponse');
  expect(body.error).toMatchObject({
    status: 422,
    code: 'VALIDATION',
    detail: 'Unable to validate request parameter(s)',
  });
  expect(body.error.id).toMatch(ERROR_ID);
  expect(body.time).toBe(Math.floor(START_MS / 1000));
  return body.error.meta.errors as Array<Record<string, unknown>>;
}

describe('web/search parameter validation (422 VALIDATION, pydantic-style meta.errors)', () => {
  it('q is required', async () => {
    expect(await issues({})).toEqual([{ type: 'missing', loc: ['query', 'q'], msg: 'Field required', input: null }]);
  });

  it('q must be 1..400 characters, not blank, at most 50 words', async () => {
    expect((await issues({ q: '' }))[0]).toMatchObject({
      type: 'string_too_short',
      loc: ['query', 'q'],
      ctx: { min_length: 1 },
    });
    expect((await issues({ q: 'a'.repeat(401) }))[0]).toMatchObject({
      type: 'string_too_long',
      ctx: { max_length: 400 },
    });
    expect((await issues({ q: '   ' }))[0]).toMatchObject({ type: 'value_error', loc: ['query', 'q'] });
    expect((await issues({ q: Array(51).fill('w').join(' ') }))[0]).toMatchObject({
      type: 'value_error',
      loc: ['query', 'q'],
    });
    expect((await search(emulator, 'demo-pro', Array(50).fill('w').join(' '))).status).toBe(200);
    expect((await search(emulator, 'demo-pro', 'a'.repeat(400))).status).toBe(200);
  });

  it('enums list the expected values', async () => {
    const [country] = await issues({ q: 'x', country: 'VN' });
    expect(country).toMatchObject({ type: 'enum', loc: ['query', 'country'], input: 'VN' });
    expect(String(country?.msg)).toMatch(/^Input should be 'ALL', 'AR', .* or 'US'$/);
    expect((country?.ctx as { expected: string }).expected).toContain("'JP'");
    expect((await issues({ q: 'x', country: 'us' }))[0]).toMatchObject({ loc: ['query', 'country'] });
    expect((await issues({ q: 'x', search_lang: 'ja' }))[0]).toMatchObject({
      type: 'enum',
      loc: ['query', 'search_lang'],
    });
    expect((await issues({ q: 'x', ui_lang: 'en' }))[0]).toMatchObject({ type: 'enum', loc: ['query', 'ui_lang'] });
    expect((await issues({ q: 'x', safesearch: 'none' }))[0]).toMatchObject({
      msg: "Input should be 'off', 'moderate' or 'strict'",
    });
    expect((await issues({ q: 'x', units: 'kelvin' }))[0]).toMatchObject({ loc: ['query', 'units'] });
    const valid: Array<Record<string, string>> = [
      { country: 'ALL' },
      { search_lang: 'jp' },
      { ui_lang: 'pt-BR' },
      { units: 'imperial' },
    ];
    for (const ok of valid) {
      expect((await search(emulator, 'demo-pro', 'x', ok)).status).toBe(200);
    }
  });

  it('count is 1..20 and offset 0..9, both integers', async () => {
    expect((await issues({ q: 'x', count: 0 }))[0]).toMatchObject({
      type: 'greater_than_equal',
      ctx: { ge: 1 },
      input: '0',
    });
    expect((await issues({ q: 'x', count: 21 }))[0]).toMatchObject({ type: 'less_than_equal', ctx: { le: 20 } });
    expect((await issues({ q: 'x', offset: 10 }))[0]).toMatchObject({
      type: 'less_than_equal',
      loc: ['query', 'offset'],
      ctx: { le: 9 },
    });
    expect((await issues({ q: 'x', offset: -1 }))[0]).toMatchObject({
      type: 'greater_than_equal',
      loc: ['query', 'offset'],
    });
    expect((await issues({ q: 'x', count: 'ten' }))[0]).toMatchObject({ type: 'int_parsing', loc: ['query', 'count'] });
    expect((await search(emulator, 'demo-pro', 'x', { count: 20, offset: 9 })).status).toBe(200);
  });

  it('booleans accept 1/0/true/false (pydantic words) and reject others', async () => {
    for (const flag of [
      'text_decorations',
      'spellcheck',
      'extra_snippets',
      'summary',
      'operators',
      'enable_rich_callback',
      'include_fetch_metadata',
    ]) {
      expect((await issues({ q: 'x', [flag]: 'maybe' }))[0]).toMatchObject({
        type: 'bool_parsing',
        loc: ['query', flag],
      });
    }
    for (const value of ['1', '0', 'true', 'false', 'True', 'yes', 'off']) {
      expect((await search(emulator, 'demo-pro', 'x', { spellcheck: value })).status).toBe(200);
    }
  });

  it('freshness accepts pd/pw/pm/py and YYYY-MM-DDtoYYYY-MM-DD only', async () => {
    for (const bad of ['pdd', 'day', '2024-02-30to2024-03-01', '2024-05-01to2024-04-01', '2024-1-1to2024-2-2']) {
      expect((await issues({ q: 'x', freshness: bad }))[0]).toMatchObject({
        type: 'value_error',
        loc: ['query', 'freshness'],
        input: bad,
      });
    }
    for (const good of ['pd', 'pw', 'pm', 'py', '2022-04-01to2022-07-30']) {
      expect((await search(emulator, 'demo-pro', 'x', { freshness: good })).status).toBe(200);
    }
  });

  it('reports every bad field at once', async () => {
    const errors = await issues({ count: 99, offset: 'x', country: 'ZZ' });
    expect(errors.map((error) => (error.loc as string[])[1]).sort()).toEqual(['count', 'country', 'offset', 'q']);
  });

  it('validates X-Loc-Lat / X-Loc-Long headers', async () => {
    const errors = await issues({ q: 'x' }, { 'X-Loc-Lat': '91', 'X-Loc-Long': 'east' });
    expect(errors).toEqual([
      expect.objectContaining({ type: 'less_than_equal', loc: ['header', 'x-loc-lat'] }),
      expect.objectContaining({ type: 'float_parsing', loc: ['header', 'x-loc-long'] }),
    ]);
  });

  it('ignores unknown parameters and accepts goggles given more than once', async () => {
    const res = await search(emulator, 'demo-pro', 'x', {
      no_such_param: 'y',
      goggles: ['https://example.com/a.goggle', '$discard,site=x.example'],
    });
    expect(res.status).toBe(200);
  });

  it('validation errors are not billed', async () => {
    await issues({ q: 'x', count: 99 });
    expect(emulator.stats().keys['demo-pro']?.billed).toBe(0);
  });
});
