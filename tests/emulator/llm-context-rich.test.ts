// @vitest-environment node
/** /llm/context, and rich data: web search's enable_rich_callback and /web/rich (docs/api-reference.md §8.6; A46, A51). */
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, search, testClock, validationIssues } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);
const KEY = 'demo-search';

function context(params: Record<string, string | number | boolean>, headers: Record<string, string> = {}) {
  return call(emulator, apiPath('llm/context', params), { key: KEY, headers });
}

interface Grounded {
  url: string;
  title: string;
  snippets: string[];
}

describe('llm/context', () => {
  it('grounds a query in the world: pages with their most relevant chunks, and every source described', async () => {
    const body = (await context({ q: 'black holes event horizon' })).json();
    const generic: Grounded[] = body.grounding.generic;
    expect(generic.length).toBeGreaterThan(1);
    expect(body.grounding.map).toEqual([]);
    expect(body.grounding.poi).toBeUndefined();
    expect(generic[0]!.snippets[0]).toMatch(/event horizon/i);
    for (const page of generic) {
      expect(page.snippets.length).toBeGreaterThan(0);
      expect(body.sources[page.url]).toEqual({
        title: page.title,
        hostname: new URL(page.url).hostname,
        age: [
          expect.stringMatching(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/),
          expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          expect.stringMatching(/^\d+ days? ago$/),
        ],
      });
    }
    expect(Object.keys(body.sources)).toHaveLength(generic.length);
  });

  it('keeps to the URL, snippet and token budgets', async () => {
    const few = (
      await context({ q: 'coffee brewing', maximum_number_of_urls: 2, maximum_number_of_snippets_per_url: 1 })
    ).json().grounding.generic as Grounded[];
    expect(few).toHaveLength(2);
    expect(few.every((page) => page.snippets.length === 1)).toBe(true);
    const total = (await context({ q: 'coffee brewing', maximum_number_of_snippets: 3 })).json().grounding
      .generic as Grounded[];
    expect(total.flatMap((page) => page.snippets)).toHaveLength(3);
    const tokens = (await context({ q: 'coffee brewing', maximum_number_of_tokens: 1024 })).json().grounding
      .generic as Grounded[];
    const characters = tokens.flatMap((page) => page.snippets).join('').length;
    expect(characters).toBeLessThanOrEqual(1024 * 4);
    expect(characters).toBeGreaterThan(1024 * 2);
  });

  it('strict keeps only pages holding every searched word; disabled keeps every match', async () => {
    const strict = (await context({ q: 'python rust', context_threshold_mode: 'strict' })).json().grounding.generic;
    const disabled = (await context({ q: 'python rust', context_threshold_mode: 'disabled' })).json().grounding.generic;
    expect(disabled.length).toBeGreaterThan(strict.length);
    for (const page of strict as Grounded[]) expect(page.title + page.snippets.join(' ')).toMatch(/python|rust/i);
  });

  it('local recall with enable_local or a location header: the places in `map`, a named one as `poi`', async () => {
    const berlin = (await context({ q: 'coffee' }, { 'X-Loc-City': 'Berlin' })).json();
    expect(berlin.grounding.map.length).toBeGreaterThan(0);
    expect(berlin.grounding.map[0]).toMatchObject({
      url: expect.stringContaining('/berlin/'),
      snippets: expect.arrayContaining([expect.stringMatching(/^Address: .*Berlin/)]),
    });
    const placeUrl = berlin.grounding.map[0].url;
    expect(berlin.sources[placeUrl]).toEqual({
      title: berlin.grounding.map[0].name,
      hostname: 'www.citybites.example',
    });
    const off = (await context({ q: 'coffee', enable_local: false }, { 'X-Loc-City': 'Berlin' })).json();
    expect(off.grounding.map).toEqual([]);
    const named = (await context({ q: 'torra roasters coffee', enable_local: true })).json();
    expect(named.grounding.poi).toMatchObject({ name: 'Torra Roasters', url: expect.stringContaining('/lisbon/') });
  });

  it('takes POST with a JSON body, and validates the documented ranges', async () => {
    const res = await call(emulator, '/res/v1/llm/context', {
      key: KEY,
      method: 'POST',
      body: JSON.stringify({ q: 'sourdough starter', maximum_number_of_urls: 1 }),
    });
    expect(res.status).toBe(200);
    expect(res.json().grounding.generic).toHaveLength(1);
    expect(
      validationIssues(
        await context({
          q: 'x',
          maximum_number_of_tokens: 512,
          maximum_number_of_urls: 51,
          context_threshold_mode: 'x',
        }),
      ),
    ).toEqual([
      expect.objectContaining({ loc: ['query', 'maximum_number_of_urls'], type: 'less_than_equal' }),
      expect.objectContaining({ loc: ['query', 'maximum_number_of_tokens'], type: 'greater_than_equal' }),
      expect.objectContaining({ loc: ['query', 'context_threshold_mode'], type: 'enum' }),
    ]);
  });

  it('needs the Search plan: legacy keys get 400 OPTION_NOT_IN_PLAN', async () => {
    const res = await call(emulator, apiPath('llm/context', { q: 'python' }), { key: 'demo-ai' });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'OPTION_NOT_IN_PLAN', meta: { component: 'api' } });
  });
});

describe('rich data', () => {
  async function hint(q: string, key = KEY, params: Record<string, string | number | boolean> = {}) {
    return (await search(emulator, key, q, { enable_rich_callback: true, ...params })).json().rich;
  }

  async function rich(callbackKey: string) {
    return call(emulator, apiPath('web/rich', { callback_key: callbackKey }), { key: KEY });
  }

  it('web search hints at a vertical; /web/rich answers it', async () => {
    const weather = await hint('weather in berlin', KEY, { units: 'metric' });
    expect(weather).toEqual({
      type: 'rich',
      hint: { vertical: 'weather', callback_key: expect.stringMatching(/^[0-9a-f]+$/) },
    });
    const body = (await rich(weather.hint.callback_key)).json();
    expect(body.type).toBe('rich');
    expect(body.results[0]).toMatchObject({
      type: 'weather',
      location: { name: 'Berlin', country: 'DE' },
      units: { temperature: 'celsius' },
      current: { temperature: expect.any(Number), condition: expect.any(String) },
    });
    expect(body.results[0].forecast).toHaveLength(3);
  });

  it('calculator and currency', async () => {
    const calculator = await hint('what is 12 * (3 + 4)?');
    expect(calculator.hint.vertical).toBe('calculator');
    expect((await rich(calculator.hint.callback_key)).json().results[0]).toEqual({
      type: 'calculator',
      expression: '12 * (3 + 4)',
      answer: 84,
    });
    const currency = await hint('250 usd to eur');
    expect((await rich(currency.hint.callback_key)).json().results[0]).toEqual({
      type: 'currency',
      from: { code: 'USD', amount: 250 },
      to: { code: 'EUR', amount: 225 },
      rate: 0.9,
    });
  });

  it('no hint without the parameter, for other queries, outside result_filter, or for plans without rich data', async () => {
    expect((await search(emulator, KEY, 'weather in berlin')).json().rich).toBeUndefined();
    expect(await hint('python tutorial')).toBeUndefined();
    expect(await hint('weather in berlin', KEY, { result_filter: 'web' })).toBeUndefined();
    expect(await hint('weather in berlin', KEY, { result_filter: 'web,rich' })).toBeDefined();
    expect(await hint('2+2', 'demo-pro')).toBeUndefined();
  });

  it('a forged or missing callback key is refused; demo-pro has no /web/rich', async () => {
    const weather = await hint('weather in tokyo');
    const forged = `${weather.hint.callback_key.slice(0, -2)}00`;
    expect((await rich(forged)).json().error).toMatchObject({ status: 404, code: 'RESOURCE_NOT_FOUND' });
    expect(validationIssues(await call(emulator, apiPath('web/rich'), { key: KEY }))[0]).toMatchObject({
      type: 'missing',
      loc: ['query', 'callback_key'],
    });
    const res = await call(emulator, apiPath('web/rich', { callback_key: weather.hint.callback_key }), {
      key: 'demo-pro',
    });
    expect(res.json().error.code).toBe('OPTION_NOT_IN_PLAN');
  });
});
