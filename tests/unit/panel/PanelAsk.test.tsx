/**
 * The panel's question about the page (entrypoints/panel/PanelAsk.tsx): the price and how much of the page is sent
 * show before anything is asked; only the user's own submit, passed by the click guard, opens the billed stream, with
 * the capture's id and the question; cited passages of the page can be shown on it; an unreadable page says why.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { PanelAsk } from '@/entrypoints/panel/PanelAsk';
import { askPage } from '@/entrypoints/panel/page-link';
import { openStream, type StreamHandlers } from '@/utils/ui-safe/messaging/port-client';

vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn() }));
vi.mock('@/entrypoints/panel/page-link', () => ({
  askPage: vi.fn(async (request: { type: string }) => (request.type === 'calm' ? { calm: true } : { found: true })),
}));

const PAGE = {
  id: '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b',
  url: 'https://blog.example/coffee',
  chars: 12_000,
  total: 48_210,
  priceMicros: 24_600,
};
let streams: { start: unknown; handlers: StreamHandlers<'scout.pageAnswer'> }[];
beforeEach(() => {
  streams = [];
  vi.mocked(openStream).mockImplementation(((
    _name: string,
    start: unknown,
    handlers: StreamHandlers<'scout.pageAnswer'>,
  ) => {
    streams.push({ start, handlers });
    return () => {};
  }) as never);
});
afterEach(() => cleanup());

async function submit(isTrusted: boolean) {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  if (isTrusted) Object.defineProperty(event, 'isTrusted', { value: true });
  fireEvent(screen.getByRole('button', { name: 'Ask' }).closest('form')!, event);
  await act(async () => {});
}

describe('asking about the page in the panel', () => {
  it('shows the price and how much is sent first, and asks only on the user’s own submit', async () => {
    render(<PanelAsk page={PAGE} />);
    expect(document.body.textContent).toContain('12,000 of 48,210 characters of this page’s text are sent');
    expect(document.body.textContent).toContain('At most $0.025');
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'Summarize this page');
    expect(streams).toHaveLength(0);

    await submit(false);
    expect(streams).toHaveLength(0);
    await submit(true);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.start).toMatchObject({ capture: PAGE.id, question: 'Summarize this page' });
  });

  it('offers to show the passages the answer cites the page for', async () => {
    render(<PanelAsk page={PAGE} />);
    await submit(true);
    act(() =>
      streams[0]!.handlers.onEvent({
        type: 'summary',
        final: true,
        summary: {
          status: 'complete',
          source: 'answers',
          blocks: [{ kind: 'paragraph', content: ['The best espresso is at Torra Roasters.', { t: 'ref', n: 1 }] }],
          citations: [{ number: 1, url: 'https://blog.example/coffee#x', hostname: 'blog.example' }],
          entities: [],
          followups: [],
          sources: [],
        },
      } as never),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show on page' }));
    await act(async () => {});
    expect(askPage).toHaveBeenCalledWith({ type: 'passage', text: 'The best espresso is at Torra Roasters.' });
  });

  it('says why a page cannot be read, and offers nothing to click', () => {
    render(<PanelAsk page={{ unreadable: 'pdf' }} />);
    expect(document.body.textContent).toContain('Scout cannot read a PDF in the browser’s viewer. Nothing was sent.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
