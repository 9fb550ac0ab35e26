/**
 * A result's site menu (components/ranking/) in the answer's layout: a menu button named for its site, the APG
 * keyboard, and Block hiding that site's results (web and news) at once, with no search, before the worker answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { mapWebResults } from '@/utils/worker/view/map-web';
import { mapSections } from '@/utils/worker/view/map-sections';
import { parsed } from '../../view/parsed';
import { answers, resetSend, sent } from '../../options/send-mock';
import { view } from '../../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => import('../../options/send-mock'));
const { AnswerLayout } = await import('@/components/app/AnswerLayout');
const { resetRankingStore } = await import('@/components/ranking/ranking-store');

const data = parsed({
  web: {
    results: [
      { title: 'Spam one', url: 'https://spam.example/1', description: 'a' },
      { title: 'Good', url: 'https://good.example/', description: 'b' },
      { title: 'Spam two', url: 'https://www.spam.example/2', description: 'c' },
    ],
  },
  news: { results: [{ title: 'Spam news', url: 'https://news.spam.example/n', description: 'd' }] },
});
const results = mapWebResults(data, { safesearchOff: false });
const answer = view({
  searchId: 's',
  query: { original: 'q' },
  results,
  sections: mapSections(data),
  layout: { top: [], main: [{ section: 'web' }, { section: 'news' }], side: [] },
});

let stored: { host: string; rule: string }[] = [];
beforeEach(() => {
  resetSend();
  resetRankingStore();
  stored = [];
  answers.set('ranking.get', () => ({ ok: true, data: { sites: stored } }));
  answers.set('ranking.set', (request) => {
    const { host, rule } = request as { host: string; rule: string | null };
    stored = [...stored.filter((site) => site.host !== host), ...(rule ? [{ host, rule }] : [])];
    return { ok: true, data: { sites: stored } };
  });
});
afterEach(cleanup);

const titles = () => screen.queryAllByRole('link').map((link) => link.textContent);
const menuButton = (host: string) => screen.getAllByRole('button', { name: `More actions for ${host}` })[0]!;

describe('SiteMenu', () => {
  it('is a menu button per result, named for its site', () => {
    render(<AnswerLayout first={answer} later={[]} places={null} />);
    const button = menuButton('spam.example');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('button', { name: /^More actions for / })).toHaveLength(4);
  });

  it('opens on ↓ at Block, moves with ↑/↓/Home/End, closes on Esc back to its button', () => {
    render(<AnswerLayout first={answer} later={[]} places={null} />);
    const button = menuButton('good.example');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'More actions for good.example' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitemradio').map((item) => item.textContent);
    expect(items).toEqual(['Block this site', 'Lower this site', 'Raise this site', 'Pin this site to the top']);
    expect(document.activeElement?.textContent).toBe('Block this site');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Pin this site to the top');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Block this site');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Block this site');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('Block hides every result of the site and its subdomains at once, asks no search, and moves focus on', async () => {
    render(<AnswerLayout first={answer} later={[]} places={null} />);
    expect(titles()).toEqual(['Spam one', 'Good', 'Spam two', 'Spam news']);
    fireEvent.click(menuButton('spam.example'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Block this site' }));
    await waitFor(() => expect(titles()).toEqual(['Good']));
    expect(document.activeElement?.textContent).toBe('Good');
    expect(sent.filter((message) => message.type !== 'ranking.get')).toEqual([
      { type: 'ranking.set', data: { host: 'spam.example', rule: 'block' } },
    ]);
    expect(screen.getByRole('status').textContent).toMatch(/spam\.example is blocked/);
  });

  it('Raise shows a badge and a checked item; choosing it again removes the rule', async () => {
    render(<AnswerLayout first={answer} later={[]} places={null} />);
    fireEvent.click(menuButton('good.example'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Raise this site' }));
    await waitFor(() => expect(screen.getByText('Raised')).toBeTruthy());
    fireEvent.click(menuButton('good.example'));
    expect(screen.getByRole('menuitemradio', { name: 'Raise this site' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: "Remove this site's rule" }));
    await waitFor(() => expect(screen.queryByText('Raised')).toBeNull());
    expect(stored).toEqual([]);
  });

  it('puts the results back and says so when the choice could not be saved', async () => {
    answers.set('ranking.set', () => ({ ok: false, error: { kind: 'internal', message: 'x' } }));
    render(<AnswerLayout first={answer} later={[]} places={null} />);
    fireEvent.click(menuButton('spam.example'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Block this site' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your ranking could not be saved. Try again.'),
    );
    expect(titles()).toEqual(['Spam one', 'Good', 'Spam two', 'Spam news']);
  });
});
