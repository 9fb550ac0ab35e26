// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localDescriptionsResponseSchema, localPoisResponseSchema } from '@/utils/worker/api/schemas/local';
import { parseResponse } from '@/utils/worker/api/schemas/parse';
import { locationResult } from '../helpers';

describe('local pois schema', () => {
  it('reads a full LocationResult', () => {
    const data = parseResponse(localPoisResponseSchema, { type: 'local_pois', results: [locationResult('a')] });
    const place = data.results[0]!;
    expect(place.coordinates).toEqual([37.77, -122.42]);
    expect(place.opening_hours?.days?.[0]).toHaveLength(2);
    expect(place.opening_hours?.current_day?.[0]?.opens).toBe('07:00');
    expect(place.postal_address?.displayAddress).toBe('1 Main St, San Francisco');
    expect(place.rating?.ratingValue).toBe(4.5);
    expect(place.distance).toEqual({ value: 1.2, units: 'km' });
    expect(place.timezone_offset).toBe(-7);
  });

  it('accepts timezone_offset as a string or a number, and flat opening days', () => {
    const data = parseResponse(localPoisResponseSchema, {
      type: 'local_pois',
      results: [
        locationResult('a', {
          timezone_offset: '-07:00',
          opening_hours: { days: [{ abbr_name: 'Tue', opens: '08:00', closes: '17:00' }] },
        }),
      ],
    });
    expect(data.results[0]!.timezone_offset).toBe('-07:00');
    expect(data.results[0]!.opening_hours?.days).toEqual([[{ abbr_name: 'Tue', opens: '08:00', closes: '17:00' }]]);
  });

  it('drops bad coordinates and bad optional parts, keeps the place', () => {
    const data = parseResponse(localPoisResponseSchema, {
      results: [
        locationResult('a', {
          coordinates: [200, 'x'],
          rating: 'great',
          contact: null,
          pictures: { results: [{ src: 's' }, 5] },
          categories: 'Cafe',
        }),
      ],
    });
    const place = data.results[0]!;
    expect(place.coordinates).toBeUndefined();
    expect(place.rating).toBeUndefined();
    expect(place.contact).toBeUndefined();
    expect(place.pictures?.results).toEqual([{ src: 's' }]);
    expect(place.categories).toEqual([]);
  });

  it('wrong top-level type is malformed', () => {
    expect(() => parseResponse(localPoisResponseSchema, { type: 'search', results: [] })).toThrow(
      expect.objectContaining({ kind: 'malformed' }),
    );
  });
});

describe('local descriptions schema', () => {
  it('keeps Markdown descriptions, null descriptions, and drops null entries', () => {
    const data = parseResponse(localDescriptionsResponseSchema, {
      type: 'local_descriptions',
      results: [
        { type: 'local_description', id: 'a', description: '### Cafe\n- **good**' },
        null,
        { type: 'local_description', id: 'b', description: null },
        { type: 'local_description', description: 'no id' },
        { type: 'local_description', id: 'c', description: 7 },
      ],
    });
    expect(data.results).toEqual([
      { type: 'local_description', id: 'a', description: '### Cafe\n- **good**' },
      { type: 'local_description', id: 'b', description: null },
      { type: 'local_description', id: 'c', description: null },
    ]);
  });
});
