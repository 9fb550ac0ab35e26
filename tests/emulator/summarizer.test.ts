// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPath, call, search, emulatorForFile, testClock } from './helpers';

const clock = testClock();
const QUERY = 'black holes event horizon';
const emulator = emulatorForFile(clock, { summaryDelayMs: 5, summaryTtlMs: 600_000 });

async function keyFor(q = QUERY, params: Record<string, string | number> = {}): Promise<string | undefined> {
  return (await search(emulator, 'demo-ai', q, { summary: 1, ...params })).json().summarizer?.key;
}

function summarizer(endpoint: string, key: string, params: Record<string, string | number> = {}) {
  return call(emulator, apiPath(`summarizer/${endpoint}`, { key, ...params }), { key: 'demo-ai' });
}

type Message = { type: string; data?: any };

describe('summarizer key', () => {
  it('looks like the real JSON-ish key and needs URL-encoding', async () => {
    const key = await keyFor();
    expect(key).toMatch(
      /^\{"query": "black holes event horizon", "country": "us", "language": "en", "safesearch": "moderate", "results_hash": "[0-9a-f]{64}"\}$/,
    );
    const raw = await call(emulator, `/res/v1/summarizer/search?key=${String(key).replace(/ /g, '+')}`, {
      key: 'demo-ai',
    });
    expect(raw.status).toBe(200);
  });

  it('escapes non-ASCII like Python json.dumps', async () => {
    expect(await keyFor('café lisbon')).toContain('"query": "caf\\u00e9 lisbon"');
  });

  it('is only given to eligible queries', async () => {
    expect(await keyFor('zzyzx')).toBeUndefined();
    expect(await keyFor('python login')).toBeUndefined();
    expect(await keyFor('chess nosummary')).toBeUndefined();
    expect(await keyFor(QUERY, { result_filter: 'web' })).toBeUndefined();
    expect(await keyFor(QUERY, { result_filter: 'summarizer' })).toBeDefined();
    expect(await keyFor(QUERY, { summary: 0 })).toBeUndefined();
  });
});

describe('summarizer/search', () => {
  it('returns a complete extractive summary from the top results', async () => {
    const res = await summarizer('search', String(await keyFor()));
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'summarizer', status: 'complete', title: 'Black holes event horizon' });
    const messages = body.summary as Message[];
    expect(messages.map((message) => message.type)).toEqual(
      expect.arrayContaining(['token', 'enum_start', 'enum_item', 'enum_end']),
    );
    expect(messages.some((message) => message.type === 'inline_reference')).toBe(false);
    const text = messages
      .filter((message) => message.type === 'token')
      .map((message) => message.data)
      .join('');
    expect(text).toBe(body.enrichments.raw);
    expect(text).toMatch(/black hole/i);
    expect(messages.find((message) => message.type === 'enum_start')?.data).toBe('ul');
    const item = messages.find((message) => message.type === 'enum_item')?.data;
    expect(item).toMatchObject({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: expect.any(String),
      url: expect.stringMatching(/^https:/),
      text: expect.any(String),
    });
    for (const range of item.highlight) expect(range.end).toBeGreaterThan(range.start);
    expect(body.enrichments).toMatchObject({
      raw: text,
      images: expect.any(Array),
      qa: expect.any(Array),
      entities: expect.any(Array),
    });
    expect(body.enrichments.context[0]).toMatchObject({
      title: expect.any(String),
      url: expect.stringMatching(/^https:/),
    });
    expect(body.followups).toContain('what is an event horizon');
    expect(body.entities_infos).toBeUndefined();
  });

  it('adds inline_reference items whose indexes point into the raw text', async () => {
    const body = (await summarizer('search', String(await keyFor()), { inline_references: 1 })).json();
    const refs = (body.summary as Message[])
      .filter((message) => message.type === 'inline_reference')
      .map((message) => message.data);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.map((ref) => ref.number)[0]).toBe(1);
    for (const ref of refs) {
      expect(ref).toMatchObject({ type: 'inline_reference', url: expect.stringMatching(/^https:/) });
      expect(body.enrichments.raw.slice(ref.start_index, ref.end_index)).toBe(ref.snippet);
    }
  });

  it('adds entities_infos (keyed by entity uuid) with entity_info=1', async () => {
    const body = (await summarizer('search', String(await keyFor()), { entity_info: 1 })).json();
    const uuids = body.enrichments.entities.map((entity: { uuid: string }) => entity.uuid);
    expect(Object.keys(body.entities_infos).sort()).toEqual([...uuids].sort());
    expect(Object.values(body.entities_infos)[0]).toMatchObject({
      description: expect.any(String),
      provider: { type: 'external' },
    });
  });

  it('blocks until the summary is ready', async () => {
    emulator.updateSettings({ summaryDelayMs: 60_000 });
    const key = String(await keyFor('rust ownership borrowing'));
    const controller = new AbortController();
    const pending = summarizer('search', key).then(
      () => 'answered',
      () => 'aborted',
    );
    const other = call(emulator, apiPath('summarizer/search', { key }), {
      key: 'demo-ai',
      signal: controller.signal,
    }).then(
      () => 'answered',
      () => 'aborted',
    );
    const state = await Promise.race([
      pending,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 100)),
    ]);
    expect(state).toBe('still waiting');
    controller.abort();
    expect(await other).toBe('aborted');
    emulator.updateSettings({ summaryDelayMs: 5 });
    const fresh = await summarizer('search', String(await keyFor('sourdough starter')));
    expect(fresh.json().status).toBe('complete');
    void pending;
  });

  it('answers status "failed" for the designated queries', async () => {
    const key = await keyFor('unsummarizable coffee brewing');
    expect(key).toBeDefined();
    const body = (await summarizer('search', String(key))).json();
    expect(body).toEqual({ type: 'summarizer', status: 'failed' });
  });

  it('expires keys after the TTL (injected clock) with 404 RESOURCE_NOT_FOUND', async () => {
    emulator.updateSettings({ summaryTtlMs: 60_000 });
    const key = String(await keyFor());
    clock.advance(59_999);
    expect((await summarizer('search', key)).status).toBe(200);
    clock.advance(1);
    const expired = await summarizer('search', key);
    expect(expired.status).toBe(404);
    expect(expired.json().error).toMatchObject({ status: 404, code: 'RESOURCE_NOT_FOUND' });
    const renewed = String(await keyFor());
    expect(renewed).toBe(key);
    expect((await summarizer('search', key)).status).toBe(200);
  });

  it('answers unknown keys with 404 and a missing key with 422', async () => {
    expect((await summarizer('search', '{"query": "never searched"}')).status).toBe(404);
    const missing = await call(emulator, apiPath('summarizer/search'), { key: 'demo-ai' });
    expect(missing.status).toBe(422);
    expect(missing.json().error.meta.errors[0]).toMatchObject({ type: 'missing', loc: ['query', 'key'] });
  });
});

describe('sibling endpoints', () => {
  it.each([
    ['summary', 'summary'],
    ['title', 'title'],
    ['enrichments', 'enrichments'],
    ['followups', 'followups'],
    ['entity_info', 'entities_infos'],
  ])('summarizer/%s returns {type, status, %s}', async (endpoint, field) => {
    const res = await summarizer(endpoint, String(await keyFor()));
    expect(res.status).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([field, 'status', 'type'].sort());
    expect(body.status).toBe('complete');
  });

  it('agree with summarizer/search', async () => {
    const key = String(await keyFor());
    const full = (await summarizer('search', key, { inline_references: 1 })).json();
    expect((await summarizer('title', key)).json().title).toBe(full.title);
    expect((await summarizer('summary', key, { inline_references: 1 })).json().summary).toEqual(full.summary);
    expect((await summarizer('followups', key)).json().followups).toEqual(full.followups);
  });

  it('report failed too', async () => {
    const key = String(await keyFor('unsummarizable chess'));
    expect((await summarizer('title', key)).json()).toEqual({ type: 'summarizer', status: 'failed' });
  });
});

describe('summarizer/summary_streaming', () => {
  it('sends SSE: one SummaryMessage per data line, blank line after each, then [DONE]', async () => {
    const key = String(await keyFor());
    const res = await summarizer('summary_streaming', key, { inline_references: 1 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text.endsWith('data: [DONE]\n\n')).toBe(true);
    const events = res.text.split('\n\n').filter(Boolean);
    for (const event of events) expect(event).toMatch(/^data: [^\n]+$/);
    const messages = events.slice(0, -1).map((event) => JSON.parse(event.slice(6)) as Message);
    const full = (await summarizer('search', key, { inline_references: 1 })).json();
    expect(messages).toEqual(full.summary);
    expect(res.chunks).toBeGreaterThan(1);
  });

  it('streams without inline references unless asked, even with gzip accepted', async () => {
    const key = String(await keyFor());
    const res = await call(emulator, apiPath('summarizer/summary_streaming', { key }), { key: 'demo-ai', gzip: true });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).not.toContain('inline_reference');
  });

  it('streams one failed event for a failed summary, and 404s an unknown key before streaming', async () => {
    const failed = await summarizer('summary_streaming', String(await keyFor('unsummarizable marathon')));
    expect(failed.text).toBe('data: {"type":"summarizer","status":"failed"}\n\ndata: [DONE]\n\n');
    const unknown = await summarizer('summary_streaming', 'nope');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('application/json');
  });
});
