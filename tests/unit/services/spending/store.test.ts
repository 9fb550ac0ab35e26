import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSpendingStore, WRITE_AFTER_MS } from '@/utils/worker/services/spending/store';
import type { LedgerEntry } from '@/utils/worker/services/spending/ledger';

const entry = (at: number): LedgerEntry => ({
  at,
  day: '2026-11-29',
  plan: 'search',
  endpoint: 'web',
  surface: 'popup',
  outcome: 'billed',
  micros: 5_000,
  basis: 'table',
});

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the ledger is written off the reply’s path', () => {
  it('not in the tasks right after an entry (the reply is still being read and mapped), then once for a burst', async () => {
    const store = createSpendingStore();
    await store.ledger();
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    store.record(entry(1));
    await vi.advanceTimersByTimeAsync(50);
    store.record(entry(2));
    store.record(entry(3));
    await vi.advanceTimersByTimeAsync(WRITE_AFTER_MS - 60);
    expect(set).not.toHaveBeenCalled();
    // Counted at once all the same: the next limit check sees them.
    expect((await store.ledger()).recent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(20);
    expect(set).toHaveBeenCalledTimes(1);
    expect(((await fakeBrowser.storage.local.get('spending')).spending as { recent: unknown[] }).recent).toHaveLength(
      3,
    );
  });
});
