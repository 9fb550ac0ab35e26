// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isRunning, withJobLock } from '@/utils/worker/services/summary/job-lock';

describe('withJobLock', () => {
  it('runs the tasks of one search one after the other, those of others at once, and forgets a search when done', async () => {
    const order: string[] = [];
    let finishFirst: () => void = () => {};
    const first = withJobLock('s1', async () => {
      order.push('s1 first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('s1 first ends');
    });
    const second = withJobLock('s1', async () => {
      order.push('s1 second runs');
    });
    const other = withJobLock('s2', async () => {
      order.push('s2 runs');
    });
    await other;
    expect(isRunning('s1')).toBe(true);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['s1 first starts', 's2 runs', 's1 first ends', 's1 second runs']);
    expect(isRunning('s1')).toBe(false);
    expect(isRunning('s2')).toBe(false);
  });

  it('lets the next task run after one that failed', async () => {
    const failed = withJobLock('s1', async () => {
      throw new Error('boom');
    });
    const next = withJobLock('s1', async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});
