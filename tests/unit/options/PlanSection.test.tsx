import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { AccountView, VerifyView } from '@/utils/contract/reply-schemas';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { PlanSection } = await import('@/entrypoints/options/PlanSection');

const RATE = {
  perSecond: { limit: 20, remaining: 19 },
  monthly: { limit: 2000, remaining: 1997, uncapped: false, resetsAt: Date.UTC(2030, 0, 1) },
  observedAt: Date.UTC(2029, 11, 14),
};
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

beforeEach(resetSend);
afterEach(cleanup);

describe('PlanSection', () => {
  it('cannot verify without a key, and says why', () => {
    render(<PlanSection account={{ key: { set: false } }} onVerified={vi.fn()} />);
    expect((screen.getByRole('button', { name: /^Verify key/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Save a key to verify it.');
    expect(screen.queryByText('Places')).toBeNull();
  });

  it('verifies once per click and shows what the plan includes', async () => {
    const verified: VerifyView = {
      key: { set: true, hint: '…o-ai' },
      capabilities: { web: true, places: true, summary: false },
      rate: RATE,
      billedSearches: 1,
    };
    answers.set('key.verify', () => ({ ok: true, data: verified }));
    const onVerified = vi.fn();
    const { rerender } = render(
      <PlanSection account={{ key: { set: true, hint: '…o-ai' } }} onVerified={onVerified} />,
    );
    expect(screen.getByText(/billed as one search/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Verify key/ }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(verified));
    rerender(<PlanSection account={verified} onVerified={onVerified} />);
    expect(sent.map((m) => m.type)).toEqual(['key.verify']);
    expect(screen.getByRole('status').textContent).toBe('The key works. Billed searches for this check: 1.');
    expect(fact('Web results')).toBe('Yes');
    expect(fact('Places')).toBe('Yes');
    expect(fact('AI summary')).toBe('No');
    expect(fact('Requests per second')).toBe('20');
    expect(fact('This month')).toMatch(/^1,997 of 2,000 searches left this month, resets on /);
  });

  it('shows a failed verification with the shared error notice', async () => {
    answers.set('key.verify', () => ({ ok: false, error: { kind: 'spendCap', message: 'x', status: 402 } }));
    render(<PlanSection account={{ key: { set: true, hint: '…pped' } }} onVerified={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Verify key/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your monthly spending limit has been reached.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("does not show another key's figures: limits without capabilities are the previous key's", () => {
    const account: AccountView = { key: { set: true, hint: '…0000' }, rate: RATE };
    render(<PlanSection account={account} onVerified={vi.fn()} />);
    expect(fact('Places')).toBe('Not known yet');
    expect(screen.queryByText('Requests per second')).toBeNull();
    expect(screen.getByText(/^Not known yet\. Scout reads them/)).toBeTruthy();
  });

  it('shows "No monthly cap" for an uncapped plan', () => {
    const account: AccountView = {
      key: { set: true, hint: '…o-ai' },
      capabilities: { web: true },
      rate: { ...RATE, monthly: { limit: 0, remaining: 0, uncapped: true, resetsAt: 0 } },
    };
    render(<PlanSection account={account} onVerified={vi.fn()} />);
    expect(fact('This month')).toBe('No monthly cap');
    expect(fact('AI summary')).toBe('Not known yet');
  });
});
