import { vi } from 'vitest';
import { REMOVE_AFTER_MS } from '@/entrypoints/in-page/panel-host';

/**
 * Runs something that closes Scout's panel (its host hidden at once, removed `REMOVE_AFTER_MS` later), then lets that
 * moment pass on a fake clock, so that no test waits a real second for the host to leave.
 */
export function closedNow(close: () => unknown): void {
  const faked = vi.isFakeTimers();
  if (!faked) vi.useFakeTimers({ toFake: ['setTimeout'] });
  close();
  vi.advanceTimersByTime(REMOVE_AFTER_MS);
  if (!faked) vi.useRealTimers();
}
