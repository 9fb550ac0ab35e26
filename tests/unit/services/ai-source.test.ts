import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { aiSource, withAnswers } from '@/utils/worker/services/ai-source';
import { cacheAnswer } from '@/utils/worker/services/answer-cache';
import { answersKeyItem } from '@/utils/worker/storage/items';
import { summary } from '../popup/fixtures';

const question = { question: 'coffee in Lisbon', country: 'PT', language: 'en', safesearch: 'moderate' as const };
const API = 'https://api.search.brave.com/res/v1';

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
  const SUMMARIZER = { web: true, summary: true };
  const NO_SUMMARIZER = { web: true, summary: false };
  type Answering = Parameters<typeof withAnswers>[2];
  const state = (
    summaryState: Parameters<typeof withAnswers>[0],
    capabilities: Parameters<typeof withAnswers>[1],
    answering: Partial<Answering> = {},
  ) => withAnswers(summaryState, capabilities, { question, api: API, askFirst: true, now: 0, ...answering });

  it('leaves the summarizer’s states alone', async () => {
    await answersKeyItem.setValue('answers-key-0001');
    expect(await state('available', SUMMARIZER)).toBe('available');
    // A summarizer plan's ineligible query is not worth a billed answer.
    expect(await state('ineligible', SUMMARIZER)).toBe('ineligible');
  });

  it('offers an answer on request when asking first, or starts it when not', async () => {
    await answersKeyItem.setValue('answers-key-0001');
    expect(await state('notInPlan', NO_SUMMARIZER)).toBe('onRequest');
    expect(await state('notInPlan', NO_SUMMARIZER, { askFirst: false })).toBe('available');
  });

  it('starts a recently answered question at once: it comes from the cache, unbilled', async () => {
    await answersKeyItem.setValue('answers-key-0001');
    await cacheAnswer(question, API, summary('Torra Roasters.'), 10_000);
    const respaced = { ...question, question: '  Coffee in  LISBON ' };
    expect(await state('notInPlan', NO_SUMMARIZER, { question: respaced, now: 5_000 })).toBe('available');
    expect(await state('notInPlan', NO_SUMMARIZER, { now: 20_000 })).toBe('onRequest');
    expect(await state('notInPlan', NO_SUMMARIZER, { question: { ...question, country: 'DE' }, now: 5_000 })).toBe(
      'onRequest',
    );
    // Another API address (a proxy) has not answered it (B8).
    expect(await state('notInPlan', NO_SUMMARIZER, { api: 'https://proxy.example/res/v1', now: 5_000 })).toBe(
      'onRequest',
    );
  });

  it('changes nothing without an Answers key', async () => {
    expect(await state('notInPlan', NO_SUMMARIZER)).toBe('notInPlan');
  });
});
