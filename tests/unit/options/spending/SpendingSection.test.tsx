/**
 * The options' Spending section (entrypoints/options/spending/): it asks for its figures while it first renders and
 * draws them when they come (not after the page's first paint, as an effect would), draws the last requests the worker sends, and "Download as CSV"
 * asks for every request the ledger keeps and saves them all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render as renderNow } from 'preact';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { SpendingSummary } from '@/utils/contract/spending-schema';
import { RECENT_SHOWN } from '@/utils/ui-safe/spending';
import { answers, resetSend, sent } from '../send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('../send-mock'));
const { SpendingSection } = await import('@/entrypoints/options/spending/SpendingSection');

type Entry = NonNullable<SpendingSummary['recent']>[number];
const RECENT = 'The last requests';
const NOW = Date.UTC(2026, 10, 29, 12);
const entries: Entry[] = Array.from({ length: 300 }, (_, i) => ({
  at: NOW - i * 60_000,
  plan: 'search',
  endpoint: 'web/search',
  surface: 'popup',
  outcome: 'billed',
  micros: 5_000,
  basis: 'table',
  q: `query ${i}`,
}));
const summary = (recent: Entry[]): SpendingSummary => ({
  month: '2026-11',
  total: 1_500_000,
  plans: [
    {
      plan: 'search',
      micros: 1_500_000,
      billed: 300,
      cached: 0,
      price: { micros: 5_000, basis: 'table', source: 'price list' },
    },
  ],
  searchPlan: 'search',
  days: [{ day: '2026-11-29', micros: { search: 1_500_000 } }],
  recent,
});

let saved: Blob[];
beforeEach(() => {
  resetSend();
  answers.set('spending.summary', (data) => {
    const { details } = data as { details?: 'shown' | 'all' };
    return { ok: true, data: summary(details === 'all' ? entries : entries.slice(0, RECENT_SHOWN)) };
  });
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:scout-test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SpendingSection', () => {
  it('asks for its figures while it first renders, before any effect runs', () => {
    const container = document.createElement('div');
    renderNow(<SpendingSection />, container);
    // Preact runs effects after the next frame: only a request made during the render is sent by now.
    expect(sent).toEqual([{ type: 'spending.summary', data: { details: 'shown' } }]);
    renderNow(null, container);
  });

  it('draws its figures as soon as they come, before any effect runs', async () => {
    // Effects wait for a frame and a timer, both held here: only microtasks (the reply, Preact's re-render) run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const container = document.createElement('div');
      renderNow(<SpendingSection />, container);
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(container.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(RECENT_SHOWN);
      renderNow(null, container);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the last requests it was sent; the CSV holds every request kept', async () => {
    render(<SpendingSection />);
    const table = await screen.findByRole('table', { name: RECENT });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(RECENT_SHOWN);
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'spending.summary', data: { details: 'all' } });
    const lines = (await saved[0]!.text()).trimEnd().split('\r\n');
    // A heading and every one of the 300.
    expect(lines).toHaveLength(301);
    expect(lines[300]).toContain('query 299');
  });

  it('saves nothing and says why when the worker cannot give the requests', async () => {
    render(<SpendingSection />);
    await screen.findByRole('table', { name: RECENT });
    answers.set('spending.summary', () => ({ ok: false, error: { kind: 'noBackground', message: 'gone' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(saved).toEqual([]);
  });
});
