import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cacheAnswer, forgetAnswerCache, questionOf, readCachedAnswer } from '@/utils/worker/services/answer-cache';
import { answersKeyItem } from '@/utils/worker/storage/items';
import { summary } from '../popup/fixtures';

const API = 'https://api.search.brave.com/res/v1';
const PROXY = 'https://proxy.example/res/v1';
const KEY = 'answers-key-0001';

describe('the answer cache', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await answersKeyItem.setValue(KEY);
  });

  it('asks the question a search stood for, with its preferences', () => {
    expect(questionOf({ q: 'tea', country: 'PT', search_lang: 'pt-pt', safesearch: 'strict' })).toEqual({
      question: 'tea',
      country: 'PT',
      language: 'pt-pt',
      safesearch: 'strict',
    });
  });

  it('keeps at most 20 answers, the newest', async () => {
    for (let i = 0; i < 25; i++) await cacheAnswer({ question: `q${i}` }, API, summary(`a${i}`), 1_000);
    expect(await readCachedAnswer({ question: 'q0' }, API, 0)).toBeUndefined();
    expect(await readCachedAnswer({ question: 'q24' }, API, 0)).toEqual(summary('a24'));
    expect(Object.keys(await fakeBrowser.storage.session.get()).filter((k) => k.startsWith('answer.'))).toHaveLength(
      20,
    );
  });

  it('forgets everything when the Answers key changes', async () => {
    await cacheAnswer({ question: 'q' }, API, summary('a'), 1_000);
    await forgetAnswerCache();
    expect(await readCachedAnswer({ question: 'q' }, API, 0)).toBeUndefined();
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });

  it('serves an answer only for the API address and Answers key it came from, and stores neither in clear (B8)', async () => {
    await cacheAnswer({ question: 'q' }, PROXY, summary('from the proxy'), 1_000);
    expect(await readCachedAnswer({ question: 'q' }, PROXY, 0)).toEqual(summary('from the proxy'));
    expect(await readCachedAnswer({ question: 'q' }, API, 0)).toBeUndefined();
    await answersKeyItem.setValue('answers-key-0002');
    expect(await readCachedAnswer({ question: 'q' }, PROXY, 0)).toBeUndefined();
    await answersKeyItem.removeValue();
    expect(await readCachedAnswer({ question: 'q' }, PROXY, 0)).toBeUndefined();
    const stored = JSON.stringify(Object.keys(await fakeBrowser.storage.session.get()));
    expect(stored).not.toContain(KEY);
    expect(stored).not.toContain('proxy.example');
  });
});
