import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { goggleFile } from '@/utils/ui-safe/ranking/goggle-file';
import type { RankedSite } from '@/utils/ui-safe/ranking/rules';
import { answers, resetSend, sent } from './send-mock';

vi.mock('@/utils/ui-safe/messaging/client', () => import('./send-mock'));
const { RankingSection } = await import('@/entrypoints/options/RankingSection');

let stored: RankedSite[] = [];
beforeEach(() => {
  resetSend();
  stored = [
    { host: 'spam.example', rule: 'block' },
    { host: 'docs.python.org', rule: 'pin' },
  ];
  answers.set('ranking.get', () => ({ ok: true, data: { sites: stored } }));
  answers.set('ranking.set', (data) => {
    stored = stored.filter((site) => site.host !== (data as { host: string }).host);
    return { ok: true, data: { sites: stored } };
  });
  answers.set('ranking.replace', (data) => {
    stored = (data as { sites: RankedSite[] }).sites;
    return { ok: true, data: { sites: stored } };
  });
});
afterEach(cleanup);

const list = () => screen.getByRole('list', { name: 'Your sites and their rules' });
const pick = (text: string) =>
  fireEvent.change(screen.getByLabelText(/Import a \.goggle file/), {
    target: { files: [new File([text], 'mine.goggle', { type: 'text/plain' })] },
  });

describe('RankingSection', () => {
  it('lists each site with its rule and how many go with each search; Remove removes one', async () => {
    render(<RankingSection />);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(list().textContent).toMatch(/spam\.example.*Blocked.*docs\.python\.org.*Pinned/);
    expect(screen.getByText('Sent with every search: 2 of 2 sites.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove spam.example' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ type: 'ranking.set', data: { host: 'spam.example', rule: null } });
  });

  it('imports a file, refusing each junk line by its number and keeping the rest', async () => {
    render(<RankingSection />);
    await waitFor(() => list());
    pick('! name: x\n$discard,site=a.example\nnonsense\n$boost=3,site=evil.com,discard\n$boost=3,site=b.example');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Imported 2 sites.'));
    expect(stored).toEqual([
      { host: 'a.example', rule: 'block' },
      { host: 'b.example', rule: 'raise' },
    ]);
    expect(screen.getByText(/^Line 3: not a rule Scout reads/)).toBeTruthy();
    expect(screen.getByText(/^Line 4: not a rule Scout reads/)).toBeTruthy();
  });

  it('re-imports its own export as the same list', async () => {
    const exported = goggleFile(stored);
    const before = stored;
    render(<RankingSection />);
    await waitFor(() => list());
    pick(exported);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Imported 2 sites.'));
    expect(stored).toEqual(before);
  });

  it('with 1,000 sites, names those not sent', async () => {
    stored = Array.from({ length: 1_000 }, (_, i) => ({ host: `s${i}.example`, rule: 'block' as const }));
    render(<RankingSection />);
    // DOM queries, not role queries: these walk 2,000 items, and role queries are slow in happy-dom.
    await waitFor(() =>
      expect(document.querySelector('.options-note')?.textContent).toMatch(
        /^Sent with every search: \d+ of 1000 sites\.$/,
      ),
    );
    const dropped = document.querySelector('ul[aria-label^="Not sent"]')!;
    expect(dropped.querySelectorAll('li').length).toBeGreaterThan(800);
    expect(dropped.textContent).toContain('s0.example');
  });
});
