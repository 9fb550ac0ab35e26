// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/utils/worker/api/errors';
import { createScheduler, type Scheduler } from '@/utils/worker/api/pacing/scheduler';
import { makeClient } from './client-helpers';
import { BASE, json, SECRET_KEY } from '../helpers';

const SUGGEST_KEY = 'sk-suggest-KEY4567';
const answer =
  (...queries: string[]) =>
  () =>
    json({ type: 'suggest', query: { original: 'x' }, results: queries.map((query) => ({ query })) });

function suggestClient(responders = [answer('python tutorial', 'python list')]) {
  let suggestKey: string | undefined = SUGGEST_KEY;
  const made = makeClient(responders, { getSuggestKey: () => suggestKey });
  return { ...made, setSuggestKey: (key: string | undefined) => (suggestKey = key) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('suggest (Autosuggest, docs/api-reference.md §8.1)', () => {
  it('GETs /suggest/search with q, country, lang and count, with the Autosuggest key only', async () => {
    const { client, calls } = suggestClient();
    const data = await client.suggest({ q: '  pyth ', country: 'DE', lang: 'de', count: 5 });
    expect(data.results.map((r) => r.query)).toEqual(['python tutorial', 'python list']);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.href).toBe(`${BASE}/suggest/search?q=pyth&country=DE&lang=de&count=5`);
    expect(calls[0]!.headers.get('X-Subscription-Token')).toBe(SUGGEST_KEY);
    expect(JSON.stringify(calls[0]!.headers)).not.toContain(SECRET_KEY);
  });

  it('without an Autosuggest key fails with noKey and calls nothing (the search key is never used)', async () => {
    const { client, calls, setSuggestKey } = suggestClient();
    setSuggestKey(undefined);
    const error = await failure(client.suggest({ q: 'python' }));
    expect(error.kind).toBe('noKey');
    expect(calls).toHaveLength(0);
  });

  it('remembers each prefix: the same request again costs nothing, another prefix one request', async () => {
    const { client, calls } = suggestClient();
    await client.suggest({ q: 'pyth' });
    await client.suggest({ q: 'pyth' });
    expect(calls).toHaveLength(1);
    await client.suggest({ q: 'pytho' });
    expect(calls).toHaveLength(2);
    // "Verify" asks the API itself.
    await client.suggest({ q: 'pyth' }, { fresh: true });
    expect(calls).toHaveLength(3);
  });

  it('forgets remembered answers with the key: a new key asks again', async () => {
    const { client, calls, setSuggestKey } = suggestClient();
    await client.suggest({ q: 'pyth' });
    setSuggestKey('sk-suggest-OTHER999');
    await client.suggest({ q: 'pyth' });
    expect(calls).toHaveLength(2);
    client.forgetSuggestions();
    await client.suggest({ q: 'pyth' });
    expect(calls).toHaveLength(3);
  });

  it('retries nothing (a suggestion is stale a moment later)', async () => {
    const { client, calls } = suggestClient([
      () => json({ error: { code: 'OPTION_NOT_IN_PLAN', detail: 'no', status: 400 }, type: 'ErrorResponse' }, 400),
    ]);
    const error = await failure(client.suggest({ q: 'python' }));
    expect(error.kind).toBe('notInPlan');
    const busy = suggestClient([() => json({}, 503)]);
    expect((await failure(busy.client.suggest({ q: 'python' }))).kind).toBe('server');
    expect(busy.calls).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('runs in its own scheduler queue at the Autosuggest plan’s 100 requests/s, apart from web searches', async () => {
    const runs: { queueKey: string; defaultPerSecond?: number }[] = [];
    const scheduler = createScheduler({ spacingFactor: 0 });
    const spy: Scheduler = { ...scheduler, run: (request) => (runs.push(request), scheduler.run(request)) };
    const { client } = makeClient([answer('python'), () => json({ type: 'search' })], {
      getSuggestKey: () => SECRET_KEY, // the same key in both fields still gets its own queue
      scheduler: spy,
    });
    await client.suggest({ q: 'pyth' });
    await client.webSearch({ q: 'python' });
    expect(runs).toHaveLength(2);
    expect(runs[0]!.defaultPerSecond).toBe(100);
    expect(runs[1]!.defaultPerSecond).toBeUndefined();
    expect(runs[0]!.queueKey).not.toBe(runs[1]!.queueKey);
  });

  it('an aborted request reports aborted', async () => {
    const { client } = suggestClient();
    const controller = new AbortController();
    controller.abort();
    expect((await failure(client.suggest({ q: 'python' }, { signal: controller.signal }))).kind).toBe('aborted');
  });

  it('keeps valid suggestions of a broken answer and caps the list; a non-object body is malformed', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ query: `q${i}` }));
    const { client } = suggestClient([() => json({ results: [{ query: 7 }, null, ...many] })]);
    const data = await client.suggest({ q: 'q' });
    expect(data.results).toHaveLength(20);
    expect(data.results[0]).toEqual({ query: 'q0' });
    const broken = suggestClient([() => json([1, 2])]);
    expect((await failure(broken.client.suggest({ q: 'q' }))).kind).toBe('malformed');
  });

  it('refuses an empty query and a count outside 1–20 before any request', async () => {
    const { client, calls } = suggestClient();
    expect((await failure(client.suggest({ q: '  ' }))).kind).toBe('validation');
    expect((await failure(client.suggest({ q: 'a', count: 21 }))).kind).toBe('validation');
    expect(calls).toHaveLength(0);
    await client.suggest({ q: 'a b' });
    expect([...calls[0]!.url.searchParams]).toEqual([['q', 'a b']]);
  });
});
