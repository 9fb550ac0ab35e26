import { describe, expect, it } from 'vitest';
import { mapLayout, type SectionCounts } from '@/utils/worker/view/map-layout';
import { parsedMixed } from './parsed';

const counts = (partial: Partial<SectionCounts>): SectionCounts => ({
  web: 0,
  news: 0,
  videos: 0,
  discussions: 0,
  faq: 0,
  infobox: 0,
  locations: 0,
  ...partial,
});

describe('mapLayout', () => {
  it('follows mixed: single web results, whole sections where the API put them, the infobox beside', () => {
    const mixed = {
      type: 'mixed',
      main: [
        { type: 'web', index: 0, all: false },
        { type: 'locations', all: true },
        { type: 'web', index: 1, all: false },
        { type: 'news', all: true },
        { type: 'web', index: 2, all: false },
      ],
      top: [],
      side: [{ type: 'infobox', all: true }],
    };
    expect(mapLayout(parsedMixed(mixed), counts({ web: 3, locations: 4, news: 2, infobox: 1 }))).toEqual({
      top: [],
      main: [
        { section: 'web', index: 0 },
        { section: 'locations' },
        { section: 'web', index: 1 },
        { section: 'news' },
        { section: 'web', index: 2 },
      ],
      side: [{ section: 'infobox' }],
    });
  });

  it('keeps the top column above main', () => {
    const layout = mapLayout(
      parsedMixed({ top: [{ type: 'infobox', all: true }], main: [{ type: 'web', all: true }] }),
      counts({ web: 2, infobox: 1 }),
    );
    expect(layout).toEqual({ top: [{ section: 'infobox' }], main: [{ section: 'web' }], side: [] });
  });

  it('falls back to web results, then places, then the other sections, with the infobox beside, without mixed', () => {
    expect(mapLayout(parsedMixed(undefined), counts({ web: 2, locations: 1, faq: 1, videos: 3, infobox: 1 }))).toEqual({
      top: [],
      main: [{ section: 'web' }, { section: 'locations' }, { section: 'videos' }, { section: 'faq' }],
      side: [{ section: 'infobox' }],
    });
  });

  it('drops unknown types, empty sections, indexes past the end, non-integers and repeats', () => {
    const mixed = {
      main: [
        { type: 'web', index: 0 },
        { type: 'web', index: 0 },
        { type: 'web', index: 7 },
        { type: 'web', index: -1 },
        { type: 'web', index: 0.5 },
        { type: 'web', index: '1' },
        { type: 'rich', all: true },
        { type: '__proto__', all: true },
        { type: 'constructor', index: 0 },
        { type: 'videos', all: true },
        null,
        'web',
      ],
    };
    const layout = mapLayout(parsedMixed(mixed), counts({ web: 2 }));
    // Index 1 was never placed validly, so it follows in the fallback order; nothing refers to missing videos.
    expect(layout.main).toEqual([
      { section: 'web', index: 0 },
      { section: 'web', index: 1 },
    ]);
    expect(layout.top).toEqual([]);
    expect(layout.side).toEqual([]);
  });

  it('shows a section once: a whole-section slot absorbs later single items and later whole repeats', () => {
    const mixed = {
      main: [
        { type: 'news', all: true },
        { type: 'news', index: 1 },
        { type: 'news', all: true },
      ],
    };
    expect(mapLayout(parsedMixed(mixed), counts({ news: 3 })).main).toEqual([{ section: 'news' }]);
  });

  it('adds the items of a partly placed section one by one after the rest, so none is lost', () => {
    const mixed = { main: [{ type: 'news', index: 1 }] };
    expect(mapLayout(parsedMixed(mixed), counts({ news: 3 })).main).toEqual([
      { section: 'news', index: 1 },
      { section: 'news', index: 0 },
      { section: 'news', index: 2 },
    ]);
  });

  it('tolerates a mixed that is not an object, and columns that are not lists', () => {
    for (const mixed of [null, 'mixed', 42, [], { main: 'web', top: {}, side: null }]) {
      expect(mapLayout(parsedMixed(mixed), counts({ web: 1 }))).toEqual({
        top: [],
        main: [{ section: 'web' }],
        side: [],
      });
    }
  });

  it('caps the slots taken from mixed', () => {
    const main = Array.from({ length: 150 }, (_, index) => ({ type: 'web', index }));
    const layout = mapLayout(parsedMixed({ main }), counts({ web: 150 }));
    expect(layout.main.slice(0, 100).every((slot) => slot.index !== undefined)).toBe(true);
    // The rest still appear (in order) after the capped part, so nothing is lost.
    expect(layout.main).toHaveLength(150);
  });

  it('produces a view that survives structured cloning', () => {
    const layout = mapLayout(
      parsedMixed({ main: [{ type: 'web', index: 0 }], side: [{ type: 'infobox' }] }),
      counts({ web: 1, infobox: 1 }),
    );
    expect(structuredClone(layout)).toEqual(layout);
  });
});
