import { describe, expect, it } from 'vitest';
import { byDistance, canSortByDistance } from '@/components/app/place-order';
import { place } from '../popup/fixtures';

const at = (id: string, value?: number, units = 'km') =>
  place(id, true, value === undefined ? {} : { distance: { value, units } });
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('place order by distance', () => {
  it('puts the nearest first, places without a distance last, in the API order among equals', () => {
    const places = [at('none1'), at('far', 3.2), at('near', 0.4), at('tie-a', 1), at('none2'), at('tie-b', 1)];
    expect(ids(byDistance(places))).toEqual(['near', 'tie-a', 'tie-b', 'far', 'none1', 'none2']);
    // The given list keeps the API's order.
    expect(ids(places)).toEqual(['none1', 'far', 'near', 'tie-a', 'none2', 'tie-b']);
  });

  it('compares across units, and treats a unit it does not know as no distance', () => {
    // 1 mile is 1,609.344 m; units are read without case or spaces.
    expect(ids(byDistance([at('mile', 1, 'miles'), at('1.6km', 1.6)]))).toEqual(['1.6km', 'mile']);
    expect(ids(byDistance([at('mile', 1, 'miles'), at('1.7km', 1.7)]))).toEqual(['mile', '1.7km']);
    expect(ids(byDistance([at('upper', 2, ' KM '), at('m', 1_999, 'm')]))).toEqual(['m', 'upper']);
    expect(ids(byDistance([at('odd', 2, 'leagues'), at('none'), at('far', 9_000)]))).toEqual(['far', 'odd', 'none']);
    expect(ids(byDistance([at('mile', 1, 'miles'), at('km', 1.2), at('odd', 0.1, 'leagues')]))).toEqual([
      'km',
      'mile',
      'odd',
    ]);
  });

  it('is offered only when at least two places can be compared', () => {
    expect(canSortByDistance([at('a', 1), at('b')])).toBe(false);
    expect(canSortByDistance([at('a', 1), at('b', 2, 'parsecs')])).toBe(false);
    expect(canSortByDistance([at('a', 1), at('b', 0)])).toBe(true);
  });
});
