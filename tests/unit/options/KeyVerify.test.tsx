import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { KeyVerify } = await import('@/entrypoints/options/KeyVerify');

beforeEach(resetSend);
afterEach(cleanup);

describe('KeyVerify', () => {
  it('says first that checking costs one answer, then what it cost', async () => {
    answers.set('key.verify', () => ({
      ok: true,
      data: { key: { set: true }, billedSearches: 0, answerCostUsd: 0.0051 },
    }));
    const onVerified = vi.fn();
    render(<KeyVerify which="answers" hint="…wers" onVerified={onVerified} />);
    expect(screen.getByText('Checking asks one short question, which costs one answer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Answers key' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The Answers key works. Cost of this answer: $0.0051'),
    );
    expect(sent).toEqual([{ type: 'key.verify', data: { which: 'answers' } }]);
    expect(onVerified).toHaveBeenCalledOnce();
  });

  it('shows why a key failed', async () => {
    answers.set('key.verify', () => ({ ok: false, error: { kind: 'notInPlan', message: '' } }));
    render(<KeyVerify which="answers" hint="…wers" onVerified={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify Answers key' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/plan/i);
  });

  it('checks the Autosuggest key with one request, and says so first', async () => {
    answers.set('key.verify', () => ({ ok: true, data: { key: { set: true }, billedSearches: 0 } }));
    render(<KeyVerify which="suggest" hint="…gest" onVerified={() => {}} />);
    expect(screen.getByText('Checking asks for one suggestion, which costs one request.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Autosuggest key' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The Autosuggest key works.'));
    expect(sent).toEqual([{ type: 'key.verify', data: { which: 'suggest' } }]);
  });
});
