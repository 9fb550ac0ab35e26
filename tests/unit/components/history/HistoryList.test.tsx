import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { HistoryList } from '@/components/history/HistoryList';

afterEach(cleanup);

const ENTRIES = [
  { q: 'coffee in Lisbon', at: 2 },
  { q: 'python tutorial', at: 1 },
];

describe('HistoryList', () => {
  it('with onPick (the results page), each search is a button that runs it again', () => {
    const onPick = vi.fn();
    render(<HistoryList entries={ENTRIES} onPick={onPick} onDelete={() => {}} onClear={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'python tutorial' }));
    expect(onPick).toHaveBeenCalledWith('python tutorial');
  });

  it('deletes one entry, or clears all; disabled while busy', () => {
    const onDelete = vi.fn();
    const onClear = vi.fn();
    const { rerender } = render(<HistoryList entries={ENTRIES} onDelete={onDelete} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'python tutorial' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete “coffee in Lisbon” from the history' }));
    expect(onDelete).toHaveBeenCalledWith(ENTRIES[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(onClear).toHaveBeenCalledOnce();
    rerender(<HistoryList entries={ENTRIES} onDelete={onDelete} onClear={onClear} busy />);
    expect((screen.getByRole('button', { name: 'Clear history' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there is nothing', () => {
    render(<HistoryList entries={[]} onDelete={() => {}} onClear={() => {}} />);
    expect(screen.getByText('No searches kept yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
