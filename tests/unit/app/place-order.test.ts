import { describe, expect, it } from 'vitest';
import { byDistance, canSortByDistance, metresAway } from '@/components/app/place-order';
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
    expect(metresAway(at('a', 1, 'miles'))).toBeCloseTo(1_609.344);
    expect(metresAway(at('a', 2, ' KM '))).toBe(2_000);
    expect(metresAway(at('a', 2, 'leagues'))).toBeUndefined();
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
