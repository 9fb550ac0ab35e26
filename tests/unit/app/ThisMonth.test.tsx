import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ThisMonth } from '@/components/app/ThisMonth';
import type { SpendingSummary } from '@/utils/contract/spending-schema';
import { answers, resetSend, sent } from '../options/send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('../options/send-mock'));

const summary = (micros: number, limit?: number): SpendingSummary => ({
  month: '2026-11',
  total: micros,
  searchPlan: 'search',
  plans: [
    {
      plan: 'search',
      micros,
      billed: micros / 5_000,
      cached: 1,
      price: { micros: 5_000, basis: 'table', source: '§9' },
      ...(limit !== undefined && { limit }),
    },
  ],
});

beforeEach(() => resetSend());
afterEach(cleanup);

describe('ThisMonth', () => {
  it('reads "This month: $0.015", labels the month, and opens the options at Spending', async () => {
    answers.set('spending.summary', () => ({ ok: true, data: summary(15_000) }));
    render(<ThisMonth refresh={1} />);
    const line = await screen.findByRole('button', { name: 'This month: $0.015' });
    expect(screen.getByText('(November 2026)')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(line);
    expect(sent.at(-1)).toEqual({ type: 'options.open', data: { section: 'spending' } });
  });

  it('says so at 80 % of a limit', async () => {
    answers.set('spending.summary', () => ({ ok: true, data: summary(16_000, 20_000) }));
    render(<ThisMonth refresh={1} />);
    expect((await screen.findByRole('status')).textContent).toContain('80 % of your monthly limit for Search is used.');
  });

  it('shows nothing while the background does not answer', async () => {
    render(<ThisMonth refresh={1} />);
    await Promise.resolve();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
