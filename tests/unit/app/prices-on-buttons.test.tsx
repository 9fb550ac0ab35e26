/**
 * Prices before the click (issue 37): the billed buttons carry their price in their label, so in their accessible
 * name too, at the worker's prices (`spending.prices`); without a known price they keep the plain label.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { answers, resetSend } from '../options/send-mock';
import { view } from '../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => import('../options/send-mock'));
vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn(() => () => {}) }));
const { AnswerSummary } = await import('@/components/app/AnswerSummary');
const { PanelSummary } = await import('@/entrypoints/panel/PanelSummary');
const { PlanSection } = await import('@/entrypoints/options/PlanSection');

const PRICES = { search: 5_000, answer: 15_670, answerCeiling: 33_600 };

beforeEach(resetSend);
afterEach(cleanup);

describe('the billed buttons say what they cost', () => {
  it('"Get AI answer (≈ $0.016)" in the popup, with what it holds against the limit', async () => {
    answers.set('spending.prices', () => ({ ok: true, data: PRICES }));
    render(<AnswerSummary searchId="s1" askFirst onFollowup={() => {}} />);
    const button = await screen.findByRole('button', { name: 'Get AI answer (≈ $0.016)' });
    expect(button.getAttribute('aria-describedby')).toBe('app-answer-price');
    expect(document.getElementById('app-answer-price')?.textContent).toBe(
      'Until the answer states its cost, up to $0.034 is held against your monthly limit.',
    );
  });

  it('"Get AI answer (≈ $0.016)" in the in-page panel', async () => {
    answers.set('spending.prices', () => ({ ok: true, data: PRICES }));
    render(<PanelSummary view={view({ summaryState: 'onRequest' })} onFollowup={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Get AI answer (≈ $0.016)' })).toBeTruthy();
  });

  it('the plain label while no price is known', async () => {
    render(<PanelSummary view={view({ summaryState: 'onRequest' })} onFollowup={() => {}} />);
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'Get AI answer' })).toBeTruthy();
  });

  it('"Verify key (1 search · $0.005)" in the options; "Verify key" without a price', () => {
    const account = { key: { set: true, hint: '…o-ai' } };
    const { rerender } = render(<PlanSection account={account} onVerified={vi.fn()} searchPrice={5_000} />);
    expect(screen.getByRole('button', { name: 'Verify key (1 search · $0.005)' })).toBeTruthy();
    rerender(<PlanSection account={account} onVerified={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Verify key' })).toBeTruthy();
  });
});
