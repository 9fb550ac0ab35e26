/**
 * A vertical's billed buttons show their price before the click (issues 37/38), beside them as the research and
 * follow-up controls do: "More results" and "Show news" keep their names, the price (the worker's `spending.prices`,
 * a request on the Search plan) describes them; without a known price the button alone; the price is asked only where
 * such a button shows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { Verticals } from '@/components/app/verticals/use-verticals';
import type { TabLoad } from '@/components/app/verticals/vertical-loads';
import { mapNews } from '@/utils/worker/view/map-news';
import { NEWS } from '../../view/section-answers';
import { parsedSection } from '../../view/parsed';
import { answers, resetSend, sent } from '../../options/send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('../../options/send-mock'));
const { VerticalPanel } = await import('@/components/app/verticals/VerticalPanel');

const PRICES = { search: 5_000, answer: 15_670, answerCeiling: 33_600, followupCeiling: 40_000 };

function verticals(news: TabLoad): Verticals {
  return { tab: 'news', loads: { news }, select: vi.fn(), restore: vi.fn(), reload: vi.fn(), more: vi.fn() };
}
const page = (moreResults: boolean) => ({
  vertical: 'news' as const,
  page: 0,
  moreResults,
  fromCache: false,
  items: mapNews(parsedSection('news', NEWS)),
});
const pricesAsked = () => sent.filter((message) => message.type === 'spending.prices').length;

beforeEach(() => {
  resetSend();
  answers.set('ranking.get', () => ({ ok: true, data: { sites: [] } }));
});
afterEach(cleanup);

describe('VerticalPanel: the price beside each billed button', () => {
  it('"More results" keeps its name; "$0.005 for this page of results" beside it describes it', async () => {
    answers.set('spending.prices', () => ({ ok: true, data: PRICES }));
    const tabs = verticals({ phase: 'done', pages: [page(true)] });
    render(<VerticalPanel verticals={tabs} vertical="news" />);
    const price = await screen.findByText('$0.005 for this page of results');
    const button = screen.getByRole('button', { name: 'More results' });
    expect(button.getAttribute('aria-describedby')).toBe(price.id);
    expect(price.id).not.toBe('');
    fireEvent.click(button);
    expect(tabs.more).toHaveBeenCalledWith('news');
  });

  it('"Show news" (a tab the cache no longer holds) the same way', async () => {
    answers.set('spending.prices', () => ({ ok: true, data: { ...PRICES, search: 9_000 } }));
    const tabs = verticals({ phase: 'held', pages: [] });
    render(<VerticalPanel verticals={tabs} vertical="news" />);
    const price = await screen.findByText('$0.009 for this page of results');
    const button = screen.getByRole('button', { name: 'Show news' });
    expect(button.getAttribute('aria-describedby')).toBe(price.id);
    fireEvent.click(button);
    expect(tabs.reload).toHaveBeenCalledWith('news');
  });

  it('the button alone while no price is known; no price asked where no billed button shows', async () => {
    render(<VerticalPanel verticals={verticals({ phase: 'done', pages: [page(true)] })} vertical="news" />);
    await vi.waitFor(() => expect(pricesAsked()).toBe(1));
    const button = screen.getByRole('button', { name: 'More results' });
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(/for this page of results/)).toBeNull();
    cleanup();
    resetSend();
    render(<VerticalPanel verticals={verticals({ phase: 'done', pages: [page(false)] })} vertical="news" />);
    await Promise.resolve();
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
    expect(pricesAsked()).toBe(0);
  });
});
