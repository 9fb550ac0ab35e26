/**
 * The results' tabs say what a vertical's first click costs (issue 37, "every billed button says what it costs"): a
 * tab not yet loaded for the search is a billed request, so the price is said below the list and describes each such
 * tab; the tabs keep their names; no price known, no note.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import type { Verticals } from '@/components/app/verticals/use-verticals';
import type { TabLoad } from '@/components/app/verticals/vertical-loads';
import { answers, resetSend, sent } from '../../options/send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('../../options/send-mock'));
const { VerticalTabs } = await import('@/components/app/verticals/VerticalTabs');

const PRICES = { search: 5_000, answer: 15_670, answerCeiling: 33_600, followupCeiling: 40_000 };
const NOTE = '$0.005 for each tab’s first page of results';

function verticals(loads: Verticals['loads']): Verticals {
  return { tab: 'all', loads, select: vi.fn(), restore: vi.fn(), reload: vi.fn(), more: vi.fn() };
}
const done: TabLoad = { phase: 'done', pages: [] };
const describedBy = (name: string) => screen.getByRole('tab', { name, exact: true }).getAttribute('aria-describedby');

beforeEach(() => resetSend());
afterEach(cleanup);

describe('VerticalTabs: the price of a first click', () => {
  it('says the price below the list; it describes each tab not yet loaded', async () => {
    answers.set('spending.prices', () => ({ ok: true, data: PRICES }));
    render(<VerticalTabs verticals={verticals({ news: done })} />);
    const note = await screen.findByText(NOTE);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'News', 'Videos', 'Images']);
    expect(describedBy('Videos')).toBe(note.id);
    expect(describedBy('Images')).toBe(note.id);
    // Loaded for this search (a click shows it again for free), and All, which is the search itself.
    expect(describedBy('News')).toBeNull();
    expect(describedBy('All')).toBeNull();
  });

  it('says nothing once every tab is loaded, or while no price is known', async () => {
    answers.set('spending.prices', () => ({ ok: true, data: PRICES }));
    render(<VerticalTabs verticals={verticals({ news: done, videos: done, images: done })} />);
    await vi.waitFor(() => expect(sent.map((message) => message.type)).toContain('spending.prices'));
    // The answer taken (as the first test sees it do), and still no note.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(NOTE)).toBeNull();
    cleanup();
    answers.clear();
    render(<VerticalTabs verticals={verticals({})} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/first page of results/)).toBeNull();
    expect(describedBy('News')).toBeNull();
  });
});
