/** The popup's filters on their own: what each control hands the popup (which re-runs the search with it). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { FilterGrid } from '@/components/app/filters/FilterGrid';
import type { SearchFilters } from '@/utils/contract/search-request';

const TECH = 'https://goggles.example/lists/tech%20news.goggle';
const RUST = 'https://raw.githubusercontent.com/brave/goggles-quickstart/main/goggles/rust_programming.goggle';

let changes: SearchFilters[];
function Harness({ initial = {}, goggles = [] }: { initial?: SearchFilters; goggles?: string[] }) {
  const [filters, setFilters] = useState<SearchFilters>(initial);
  return (
    <FilterGrid
      filters={filters}
      goggles={goggles}
      onChange={(next) => {
        changes.push(next);
        setFilters(next);
      }}
    />
  );
}

beforeEach(() => {
  changes = [];
  // 2026-03-15, noon UTC: only Date is faked, so Testing Library's own timers still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 15, 12));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const date = (name: 'From' | 'To') => screen.getByLabelText(name) as HTMLInputElement;
const setDate = (name: 'From' | 'To', value: string) => fireEvent.change(date(name), { target: { value } });

describe('Show', () => {
  it('starts with every type ticked and sends only the ones left ticked, none when all are ticked again', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Show' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => [(box as HTMLInputElement).checked, box.parentElement!.textContent]),
    ).toEqual(['Web', 'News', 'Videos', 'Discussions', 'FAQ', 'Infobox', 'Places'].map((label) => [true, label]));
    fireEvent.click(checkbox('News'));
    fireEvent.click(checkbox('Videos'));
    expect(changes.at(-1)).toEqual({ resultTypes: ['web', 'discussions', 'faq', 'infobox', 'locations'] });
    fireEvent.click(checkbox('News'));
    fireEvent.click(checkbox('Videos'));
    expect(changes.at(-1)).toEqual({});
  });

  it('keeps the last ticked type ticked', () => {
    render(<Harness initial={{ resultTypes: ['news', 'web'] }} />);
    expect(checkbox('Videos').checked).toBe(false);
    fireEvent.click(checkbox('Web'));
    expect(changes.at(-1)).toEqual({ resultTypes: ['news'] });
    expect(checkbox('News').disabled).toBe(true);
    expect(checkbox('Web').disabled).toBe(false);
  });
});

describe('Time: custom range', () => {
  it('shows From and To, searches nothing until both make a valid range, then sends it', () => {
    render(<Harness initial={{ freshness: 'pw' }} />);
    expect(screen.queryByLabelText('From')).toBeNull();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: 'custom' } });
    expect(changes).toEqual([]);
    expect(date('From').type).toBe('date');
    expect(date('To').max).toBe('2026-03-15');
    expect(date('From').min).toBe('1990-01-01');
    setDate('From', '2026-02-01');
    expect(changes).toEqual([]);
    setDate('To', '2026-02-28');
    expect(changes).toEqual([{ freshness: '2026-02-01to2026-02-28' }]);
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe('custom');
  });

  it.each([
    ['2026-02-10', '2026-02-01', 'The From date must not be after the To date.'],
    ['2026-03-01', '2026-03-16', 'Choose dates up to today (UTC).'],
    ['1989-12-01', '1990-01-31', 'Choose dates from 1990 on.'],
  ])('says what is wrong with %s to %s, next to the fields, and sends nothing', (from, to, problem) => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: 'custom' } });
    setDate('From', from);
    setDate('To', to);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(problem);
    expect(date('To').getAttribute('aria-invalid')).toBe('true');
    expect(date('From').getAttribute('aria-describedby')).toBe(alert.id);
    expect(changes).toEqual([]);
  });

  it('shows a range the search already has, and goes back to a period', () => {
    render(<Harness initial={{ freshness: '2025-12-24to2026-01-06' }} />);
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe('custom');
    expect([date('From').value, date('To').value]).toEqual(['2025-12-24', '2026-01-06']);
    expect(screen.getByRole('group', { name: 'Custom range…' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: 'pm' } });
    expect(changes).toEqual([{ freshness: 'pm' }]);
    expect(screen.queryByLabelText('From')).toBeNull();
  });
});

describe('Goggle', () => {
  it('is offered only when Goggles are saved', () => {
    render(<Harness />);
    expect(screen.queryByLabelText('Goggle')).toBeNull();
  });

  it('lists None and the saved Goggles by host and file name, and sends the chosen one', () => {
    render(<Harness goggles={[TECH, RUST]} />);
    const select = screen.getByLabelText('Goggle') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'None'],
      [TECH, 'goggles.example › tech news.goggle'],
      [RUST, 'raw.githubusercontent.com › rust_programming.goggle'],
    ]);
    fireEvent.change(select, { target: { value: RUST } });
    expect(changes.at(-1)).toEqual({ goggle: RUST });
    fireEvent.change(select, { target: { value: '' } });
    expect(changes.at(-1)).toEqual({});
  });
});
