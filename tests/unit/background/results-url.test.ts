import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { resultsPageUrl } from '@/utils/background/results-url';

describe('resultsPageUrl (the contract the results page honours)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.runtime.getURL = ((path: string) => `chrome-extension://scout${path}`) as never;
  });

  it('q= searches; prefill= only fills the box; values read back exactly', () => {
    const search = new URL(resultsPageUrl({ q: 'café & "tea"/?#' }));
    expect(search.href.split('?')[0]).toBe('chrome-extension://scout/results.html');
    expect([...search.searchParams]).toEqual([['q', 'café & "tea"/?#']]);
    const prefill = new URL(resultsPageUrl({ prefill: 'site:example.com ' }));
    expect([...prefill.searchParams]).toEqual([['prefill', 'site:example.com ']]);
  });
});
