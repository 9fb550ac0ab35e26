/** The "Research" card: its ceiling before the click, its progress and Stop, its answer, an unfinished run. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ResearchCard } from '@/components/research/ResearchCard';
import { applyResearchEvent } from '@/components/streams/research';
import { send } from '@/utils/ui-safe/messaging/client';
import { openStream, type StreamHandlers } from '@/utils/ui-safe/messaging/port-client';
import type { ResearchView } from '@/utils/contract/research-schema';
import { summary } from '../../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));
vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn() }));
afterEach(cleanup);

const OFFER = { ready: true, limits: { queries: 10, iterations: 2, seconds: 120 }, ceiling: 941_130 };
const running = (extra: Partial<ResearchView> = {}): ResearchView => ({
  status: 'running',
  queries: ['black holes', 'black holes latest'],
  searches: 2,
  pages: 24,
  blindspots: [],
  ...extra,
});

let opened: { start: unknown; handlers: StreamHandlers<'scout.research'>; closed: boolean }[];
beforeEach(() => {
  opened = [];
  vi.mocked(send).mockResolvedValue({ ok: true, data: OFFER } as never);
  vi.mocked(openStream).mockImplementation(((_name: string, start: unknown, handlers: never) => {
    const port = { start, handlers, closed: false };
    opened.push(port);
    return () => {
      port.closed = true;
    };
  }) as never);
});

async function started() {
  render(<ResearchCard searchId="s1" headingLevel={2} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Research' }));
  return opened[0]!;
}

describe('ResearchCard', () => {
  it('shows the limits and the ceiling before the click, and sends those limits when clicked', async () => {
    render(<ResearchCard searchId="s1" headingLevel={2} />);
    const button = await screen.findByRole('button', { name: 'Research' });
    expect(screen.getByText('Up to 10 searches in 2 rounds, for at most 120 s.')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe('research-price-s1');
    expect(document.getElementById('research-price-s1')?.textContent).toMatch(/at most \$0\.94/);
    expect(opened).toHaveLength(0);
    fireEvent.click(button);
    expect(opened[0]!.start).toEqual({ searchId: 's1', ask: expect.any(String), limits: OFFER.limits });
  });

  it('shows progress as it streams and offers Stop, which closes the stream at once', async () => {
    const port = await started();
    act(() => port.handlers.onEvent({ type: 'research', research: running(), final: false }));
    expect(screen.getByRole('status').textContent).toMatch(/Researching… 2 searches · 24 pages analysed · \d+ s/);
    expect(screen.getByText('black holes latest')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(port.closed).toBe(true);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.getByText('Stopped. Nothing more is billed for it.')).toBeTruthy();
    expect(screen.getByText(/This research did not finish/)).toBeTruthy();
  });

  it('ends with the answer, its sources and blind spots, and its cost', async () => {
    const port = await started();
    const answer = summary('Stars collapse.', {
      status: 'complete',
      sources: [{ url: 'https://nasa.gov/bh', hostname: 'nasa.gov' }],
    });
    const final = running({ status: 'complete', answer, blindspots: ['No recent papers.'], costUsd: 0.0634 });
    act(() => port.handlers.onEvent({ type: 'research', research: final, final: true }));
    expect(screen.getByText('Stars collapse.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /nasa\.gov/ }).getAttribute('href')).toBe('https://nasa.gov/bh');
    expect(screen.getByText('No recent papers.')).toBeTruthy();
    expect(screen.getByText(/Cost of this research: \$0\.06/)).toBeTruthy();
    expect(screen.queryByText(/did not finish/)).toBeNull();
  });

  it('a stream that ends without an answer, or a lost port, says the research did not finish', async () => {
    const port = await started();
    act(() => port.handlers.onEvent({ type: 'research', research: running({ status: 'unfinished' }), final: true }));
    expect(screen.getByText(/This research did not finish/)).toBeTruthy();
    cleanup();
    opened = [];
    const lost = await started();
    act(() => lost.handlers.onEvent({ type: 'research', research: running(), final: false }));
    act(() => lost.handlers.onClose?.());
    expect(screen.getByText(/This research did not finish/)).toBeTruthy();
    expect(screen.getByText(/2 searches · 24 pages analysed/)).toBeTruthy();
  });

  it('a click the host does not trust starts nothing (the in-page panel guard)', async () => {
    render(<ResearchCard searchId="s1" headingLevel={3} guard={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Research' }));
    expect(opened).toHaveLength(0);
  });
});

describe('without an Answers key', () => {
  it('offers nothing', async () => {
    vi.mocked(send).mockResolvedValue({ ok: true, data: { ...OFFER, ready: false } } as never);
    const { container } = render(<ResearchCard searchId="s1" headingLevel={2} />);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    await Promise.resolve();
    expect(container.textContent).toBe('');
  });
});

describe('applyResearchEvent', () => {
  it('ignores events once the run ended (Stop, then a late event from the port)', () => {
    const done = { phase: 'done' as const, stopped: true };
    expect(applyResearchEvent(done, { type: 'research', research: running(), final: false })).toBe(done);
  });
});
