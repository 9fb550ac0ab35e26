import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { aiSource, withAnswers } from '@/utils/services/ai-source';
import { cacheAnswer } from '@/utils/services/answer-cache';
import { answersKeyItem } from '@/utils/storage/items';
import { summary } from '../popup/fixtures';

const question = { question: 'coffee in Lisbon', country: 'PT', language: 'en', safesearch: 'moderate' as const };

describe('aiSource', () => {
  it('prefers the search plan’s summarizer, which is not billed per answer', () => {
    expect(aiSource({ web: true, summary: true }, true)).toBe('summarizer');
  });

  it('uses the Answers plan where the search plan has no summarizer and its key is set', () => {
    expect(aiSource({ web: true, summary: false }, true)).toBe('answers');
    expect(aiSource(undefined, true)).toBe('answers');
  });

  it('is none, or not known yet, without either', () => {
    expect(aiSource({ web: true, summary: false }, false)).toBe('none');
    expect(aiSource(undefined, false)).toBeUndefined();
  });
});

describe('withAnswers', () => {
  beforeEach(() => fakeBrowser.reset());

  it('leaves the summarizer’s states alone', async () => {
    await answersKeyItem.setValue('answers-key-0001');
    expect(await withAnswers('available', { web: true, summary: true }, question, true, 0)).toBe('available');
    // A summarizer plan's ineligible query is not worth a billed answer.
    expect(await withAnswers('ineligible', { web: true, summary: true }, question, true, 0)).toBe('ineligible');
  });

  it('offers an answer on request when asking first, or starts it when not', async () => {
    await answersKeyItem.setValue('answers-key-0001');
    expect(await withAnswers('notInPlan', { web: true, summary: false }, question, true, 0)).toBe('onRequest');
    expect(await withAnswers('notInPlan', { web: true, summary: false }, question, false, 0)).toBe('available');
  });

  it('starts a recently answered question at once: it comes from the cache, unbilled', async () => {
    await answersKeyItem.setValue('answers-key-0001');
    await cacheAnswer(question, summary('Torra Roasters.'), 10_000);
    expect(
      await withAnswers(
        'notInPlan',
        { web: true, summary: false },
        { ...question, question: '  Coffee in  LISBON ' },
        true,
        5_000,
      ),
    ).toBe('available');
    expect(await withAnswers('notInPlan', { web: true, summary: false }, question, true, 20_000)).toBe('onRequest');
    expect(
      await withAnswers('notInPlan', { web: true, summary: false }, { ...question, country: 'DE' }, true, 5_000),
    ).toBe('onRequest');
  });

  it('changes nothing without an Answers key', async () => {
    expect(await withAnswers('notInPlan', { web: true, summary: false }, question, true, 0)).toBe('notInPlan');
  });
});
