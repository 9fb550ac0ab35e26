import { describe, expect, it } from 'vitest';
import { createPageGate } from '@/utils/worker/background/page-gate';

describe('createPageGate (A9)', () => {
  it('admits a burst, then one search per interval, per tab', () => {
    let now = 0;
    const admit = createPageGate({ burst: 2, intervalMs: 1_000, now: () => now });
    admit('tab1');
    admit('tab1');
    expect(() => admit('tab1')).toThrow(expect.objectContaining({ kind: 'slowDown' }));
    admit('tab2');
    now = 999;
    expect(() => admit('tab1')).toThrow();
    now = 1_500;
    admit('tab1');
    expect(() => admit('tab1')).toThrow();
  });

  it('lets 200 requests in one second through only twice', () => {
    let now = 0;
    const admit = createPageGate({ burst: 2, intervalMs: 1_000, now: () => now });
    let admitted = 0;
    for (let i = 0; i < 200; i++) {
      now = i * 5;
      try {
        admit('tab');
        admitted++;
      } catch {
        /* refused */
      }
    }
    expect(admitted).toBe(2);
  });
});
