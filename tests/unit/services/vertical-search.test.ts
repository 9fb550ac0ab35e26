// @vitest-environment node
/** A vertical's parameters: the filters that apply to it over the settings, and images' SafeSearch off|strict. */
import { describe, expect, it } from 'vitest';
import { verticalEntries } from '@/utils/worker/api/endpoints/vertical-search';
import { verticalParams } from '@/utils/worker/services/vertical-search';
import type { SearchFilters } from '@/utils/contract/search-request';
import { imagesSafesearch, type Vertical } from '@/utils/ui-safe/verticals';
import { DEFAULT_SETTINGS } from '../settings/defaults';

const sent = (vertical: Vertical, filters: SearchFilters, page = 0) =>
  new URLSearchParams(
    verticalEntries(vertical, verticalParams(vertical, { q: 'heron', page, filters }, DEFAULT_SETTINGS).params),
  );

describe('imagesSafesearch', () => {
  it('maps moderate to strict and says so; off and strict stay', () => {
    expect(imagesSafesearch('moderate')).toEqual({ safesearch: 'strict', raised: true });
    expect(imagesSafesearch('strict')).toEqual({ safesearch: 'strict', raised: false });
    expect(imagesSafesearch('off')).toEqual({ safesearch: 'off', raised: false });
  });
});

describe('verticalParams', () => {
  it('news and videos: freshness, offset and SafeSearch as asked', () => {
    for (const vertical of ['news', 'videos'] as const) {
      const query = sent(vertical, { freshness: 'pw', safesearch: 'moderate' }, 2);
      expect(query.get('freshness')).toBe('pw');
      expect(query.get('offset')).toBe('2');
      expect(query.get('safesearch')).toBe('moderate');
      expect(query.get('count')).toBe('20');
    }
  });

  it('images: no freshness, no offset, moderate sent as strict', () => {
    const query = sent('images', { freshness: 'pw', safesearch: 'moderate' }, 3);
    expect(query.has('freshness')).toBe(false);
    expect(query.has('offset')).toBe(false);
    expect(query.get('safesearch')).toBe('strict');
    const { safesearchRaised } = verticalParams(
      'images',
      { q: 'x', page: 0, filters: { safesearch: 'moderate' } },
      DEFAULT_SETTINGS,
    );
    expect(safesearchRaised).toBe(true);
    expect(sent('images', { safesearch: 'off' }).get('safesearch')).toBe('off');
  });

  it('the settings fill what the search leaves out', () => {
    const query = sent('news', {});
    expect(query.get('country')).toBe(DEFAULT_SETTINGS.country);
    expect(query.get('safesearch')).toBe(DEFAULT_SETTINGS.safesearch);
  });

  it('news and videos carry the chosen Goggle and the user’s ranking, each its own parameter; images none', () => {
    const settings = { ...DEFAULT_SETTINGS, goggles: ['https://example.com/hosted.goggle'] };
    const ranking = '$discard,site=spam.example';
    const request = { q: 'heron', page: 0, filters: { goggle: 'https://example.com/hosted.goggle' } };
    for (const vertical of ['news', 'videos'] as const) {
      const { params } = verticalParams(vertical, request, settings, ranking);
      expect(new URLSearchParams(verticalEntries(vertical, params)).getAll('goggles')).toEqual([
        'https://example.com/hosted.goggle',
        ranking,
      ]);
    }
    const images = verticalParams('images', request, settings, ranking).params;
    expect(new URLSearchParams(verticalEntries('images', images)).has('goggles')).toBe(false);
    // A hosted Goggle no longer saved is not sent; the ranking still is.
    const removed = verticalParams('news', request, DEFAULT_SETTINGS, ranking).params;
    expect(new URLSearchParams(verticalEntries('news', removed)).getAll('goggles')).toEqual([ranking]);
  });
});
