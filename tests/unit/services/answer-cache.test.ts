import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cacheAnswer, forgetAnswerCache, questionOf, readCachedAnswer } from '@/utils/services/answer-cache';
import { summary } from '../popup/fixtures';

describe('the answer cache', () => {
  beforeEach(() => fakeBrowser.reset());

  it('asks the question a search stood for, with its preferences', () => {
    expect(questionOf({ q: 'tea', country: 'PT', search_lang: 'pt-pt', safesearch: 'strict' })).toEqual({
      question: 'tea',
      country: 'PT',
      language: 'pt-pt',
      safesearch: 'strict',
    });
  });

  it('keeps at most 20 answers, the newest', async () => {
    for (let i = 0; i < 25; i++) await cacheAnswer({ question: `q${i}` }, summary(`a${i}`), 1_000);
    expect(await readCachedAnswer({ question: 'q0' }, 0)).toBeUndefined();
    expect(await readCachedAnswer({ question: 'q24' }, 0)).toEqual(summary('a24'));
    expect(Object.keys(await fakeBrowser.storage.session.get()).filter((k) => k.startsWith('answer.'))).toHaveLength(
      20,
    );
  });

  it('forgets everything when the Answers key changes', async () => {
    await cacheAnswer({ question: 'q' }, summary('a'), 1_000);
    await forgetAnswerCache();
    expect(await readCachedAnswer({ question: 'q' }, 0)).toBeUndefined();
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });
});
