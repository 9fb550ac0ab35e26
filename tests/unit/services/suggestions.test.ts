import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { createMemoryStore } from '../api/memory-store';
import { saveKey } from '@/utils/worker/services/key';
import { apiSuggestions } from '@/utils/worker/services/suggestions';

const answer = { type: 'suggest', query: { original: 'py' }, results: [{ query: 'python' }, { query: 'pyramid' }] };

function access() {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  );
  fakeBrowser.permissions.contains = async () => true;
  return { fetch, access: createApiAccess({ fetch, store: createMemoryStore() }) };
}

describe('address-bar suggestions', () => {
  beforeEach(() => fakeBrowser.reset());

  it('asks nothing without an Autosuggest key, even with a search key saved', async () => {
    await saveKey('search-key-12345678', async () => {});
    const { fetch, access: api } = access();
    expect(await apiSuggestions(api, 'python', new AbortController().signal)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with the key, asks /suggest/search in the settings’ country and language', async () => {
    await saveKey('suggest-key-1234', async () => {}, 'suggest');
    await fakeBrowser.storage.local.set({ settings: { country: 'DE', searchLang: 'de' } });
    const { fetch, access: api } = access();
    expect(await apiSuggestions(api, 'py', new AbortController().signal)).toEqual(['python', 'pyramid']);
    const url = new URL(fetch.mock.calls[0]![0]);
    expect(url.pathname).toBe('/res/v1/suggest/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'py', country: 'DE', lang: 'de', count: '5' });
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('X-Subscription-Token')).toBe('suggest-key-1234');
  });

  it.each([
    'p',
    ' p ',
    '',
    'https://example.com/x',
    'example.com',
    'www.example',
    'docs.python.org/3/',
    'localhost:8080',
    '192.168.1.1',
    'http://x',
  ])('does not ask for %j (one character, or an address)', async (text) => {
    await saveKey('suggest-key-1234', async () => {}, 'suggest');
    const { fetch, access: api } = access();
    expect(await apiSuggestions(api, text, new AbortController().signal)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['py', 'python tutorial', 'what is example.com', 'node.js streams', 'ç™'])('asks for %j', async (text) => {
    await saveKey('suggest-key-1234', async () => {}, 'suggest');
    const { fetch, access: api } = access();
    await apiSuggestions(api, text, new AbortController().signal);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
