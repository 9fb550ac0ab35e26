import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { HistorySection } = await import('@/entrypoints/options/HistorySection');

beforeEach(resetSend);
afterEach(cleanup);

const ENTRIES = [
  { q: 'python tutorial', at: Date.UTC(2026, 0, 14, 12) },
  { q: '<img src=x onerror=alert(1)>', at: Date.UTC(2026, 0, 14, 11) },
];

describe('HistorySection (options)', () => {
  it('is off by default: a toggle and no list', async () => {
    answers.set('history.get', () => ({ ok: true, data: { on: false, entries: [] } }));
    render(<HistorySection />);
    const toggle = (await screen.findByLabelText('Keep a history of my searches')) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/Turning it off deletes them/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('turning it on asks the background and shows the (empty) list', async () => {
    answers.set('history.get', () => ({ ok: true, data: { on: false, entries: [] } }));
    answers.set('history.setEnabled', () => ({ ok: true, data: { on: true, entries: [] } }));
    render(<HistorySection />);
    fireEvent.click(await screen.findByLabelText('Keep a history of my searches'));
    await screen.findByText('No searches kept yet.');
    expect(sent.at(-1)).toEqual({ type: 'history.setEnabled', data: { on: true } });
  });

  it('lists searches as text, each with its own Delete, and clears them all', async () => {
    answers.set('history.get', () => ({ ok: true, data: { on: true, entries: ENTRIES } }));
    answers.set('history.delete', () => ({ ok: true, data: { on: true, entries: [ENTRIES[1]] } }));
    answers.set('history.clear', () => ({ ok: true, data: { on: true, entries: [] } }));
    const { container } = render(<HistorySection />);
    const list = await screen.findByRole('list', { name: 'Your recent searches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    expect(list.textContent).toContain('<img src=x onerror=alert(1)>');
    fireEvent.click(screen.getByRole('button', { name: 'Delete “python tutorial” from the history' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'history.delete', data: ENTRIES[0] });
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    await screen.findByText('No searches kept yet.');
    expect(sent.at(-1)).toEqual({ type: 'history.clear', data: {} });
  });

  it('says when it could not load, without an alert of its own (the page has one)', async () => {
    render(<HistorySection />);
    await screen.findByText('The history could not be loaded.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
