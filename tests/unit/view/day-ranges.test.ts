import { describe, expect, it } from 'vitest';
import { hhmm, rangesOf } from '@/utils/worker/view/day-ranges';

describe('rangesOf', () => {
  it('reads day lists and single entries alike (the official MCP server meets both in `days`)', () => {
    const days = [
      [{ abbr_name: 'Tue', full_name: 'Tuesday', opens: '11:00', closes: '15:00' }],
      { abbr_name: 'Wed', full_name: 'Wednesday', opens: '7:00', closes: '24:00' },
    ];
    expect(rangesOf(days)).toEqual([
      { day: 'tue', opens: 660, closes: 900 },
      { day: 'wed', opens: 420, closes: 1440 },
    ]);
  });

  it('names an unnamed entry by the fallback day, or drops it without one', () => {
    const entry = [{ opens: '11:00', closes: '15:00' }];
    expect(rangesOf(entry, 'fri')).toEqual([{ day: 'fri', opens: 660, closes: 900 }]);
    expect(rangesOf(entry)).toEqual([]);
  });

  it('drops entries with unusable times or names, and anything that is not a list', () => {
    const bad = [
      [{ abbr_name: 'Mon', opens: '25:00', closes: '26:00' }],
      [{ abbr_name: 'Mon', opens: '07:60', closes: '08:00' }],
      [{ abbr_name: 'Mon', opens: 7, closes: 8 }],
      [{ abbr_name: 'Someday', opens: '07:00', closes: '08:00' }],
      null,
      'Mon 07:00-08:00',
    ];
    expect(rangesOf(bad)).toEqual([]);
    expect(rangesOf({ Mon: ['07:00', '08:00'] })).toEqual([]);
  });

  it('keeps at most 50 ranges', () => {
    const many = Array.from({ length: 80 }, () => [{ abbr_name: 'Mon', opens: '07:00', closes: '08:00' }]);
    expect(rangesOf(many)).toHaveLength(50);
  });
});

describe('hhmm', () => {
  it('writes minutes after midnight as HH:MM', () => {
    expect([hhmm(0), hhmm(420), hhmm(1290), hhmm(1440)]).toEqual(['00:00', '07:00', '21:30', '24:00']);
  });
});
