import { describe, expect, it, vi } from 'vitest';
import { localTime } from '@/utils/worker/view/local-time';

describe('localTime', () => {
  it('gives weekday and minutes in the zone, with midnight as 0', () => {
    expect(localTime(new Date('2025-01-06T23:00:00Z'), 'Europe/Berlin')).toEqual({ day: 'tue', minutes: 0 });
    expect(localTime(new Date('2025-07-07T12:30:00Z'), 'America/New_York')).toEqual({
      day: 'mon',
      minutes: 8 * 60 + 30,
    });
  });

  it('builds one DateTimeFormat per zone, not one per call (45 places ask 90 times)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const zone = 'Asia/Kathmandu';
    for (let hour = 0; hour < 10; hour++) localTime(new Date(Date.UTC(2025, 0, 6, hour)), zone);
    expect(built.mock.calls.filter(([, options]) => options?.timeZone === zone)).toHaveLength(1);
  });

  it('is undefined for an unknown zone', () => {
    expect(localTime(new Date(), 'Not/AZone')).toBeUndefined();
  });
});
