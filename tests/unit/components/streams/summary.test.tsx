import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/preact';
import { useSummary } from '@/components/streams/summary';
import { openStream, type StreamHandlers } from '@/utils/ui-safe/messaging/port-client';
import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { summary } from '../../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn() }));
afterEach(cleanup);

function ports() {
  const opened: { start: unknown; handlers: StreamHandlers<'scout.summary'> }[] = [];
  vi.mocked(openStream).mockImplementation(((
    _name: string,
    start: unknown,
    handlers: StreamHandlers<'scout.summary'>,
  ) => {
    opened.push({ start, handlers });
    return () => {};
  }) as never);
  return opened;
}

describe('useSummary', () => {
  it('waits for ask() when asking first, and gives every request its own id', () => {
    const opened = ports();
    const { result } = renderHook(() => useSummary('s1', { askFirst: true }));
    expect(result.current.asked).toBe(false);
    expect(opened).toHaveLength(0);
    act(() => result.current.ask());
    act(() => result.current.retry());
    expect(opened.map((o) => o.start)).toEqual([
      { searchId: 's1', ask: expect.any(String) },
      { searchId: 's1', ask: expect.any(String) },
    ]);
    expect((opened[0]!.start as { ask: string }).ask).not.toBe((opened[1]!.start as { ask: string }).ask);
  });

  it('after a worker restart, keeps the longer answer it already shows (an answer is never continued, only shown as far as it was saved)', () => {
    const opened = ports();
    const { result } = renderHook(() => useSummary('s1'));
    const longer = summary('Torra Roasters pours the best bica in Lisbon.', { source: 'answers' });
    act(() => opened[0]!.handlers.onEvent({ type: 'summary', summary: longer, final: false }));
    act(() => opened[0]!.handlers.onClose?.());
    act(() =>
      opened[1]!.handlers.onEvent({ type: 'summary', summary: summary('Torra', { source: 'answers' }), final: false }),
    );
    act(() => opened[1]!.handlers.onEvent({ type: 'error', error: { kind: 'interrupted', message: '' } }));
    expect(result.current.summary).toBe(longer);
    expect(result.current.error?.kind).toBe('interrupted');
  });
});

/** useSummary after these events of its stream. */
function summaryAfter(...events: SummaryEvent[]) {
  const opened = ports();
  const { result } = renderHook(() => useSummary('s1'));
  for (const event of events) act(() => opened.at(-1)!.handlers.onEvent(event));
  return { state: () => result.current, opened };
}

describe('a summary as it streams', () => {
  it('shows the text so far, then the final summary', () => {
    expect(summaryAfter().state().streaming).toBe(true);
    const partial = summaryAfter({ type: 'summary', summary: summary('Herons'), final: false });
    expect(partial.state()).toMatchObject({ streaming: true, summary: { blocks: [{ content: ['Herons'] }] } });
    const { state } = summaryAfter(
      { type: 'summary', summary: summary('Herons'), final: false },
      { type: 'summary', summary: summary('Herons wade.', { status: 'complete' }), final: true },
    );
    expect(state()).toMatchObject({ streaming: false, summary: { status: 'complete' } });
  });

  it('remembers a restart and what it cost, and ends on an error', () => {
    expect(summaryAfter({ type: 'restarted', billedSearches: 1 }).state().restartedBilled).toBe(1);
    const { state } = summaryAfter(
      { type: 'restarted', billedSearches: 1 },
      { type: 'error', error: { kind: 'timeout', message: '' } },
    );
    expect(state()).toMatchObject({ streaming: false, restartedBilled: 1, error: { kind: 'timeout' } });
  });

  it('knows which events end the stream: a close after one of them does not open it again', () => {
    const reopened = (event: SummaryEvent) => {
      const { opened } = summaryAfter(event);
      act(() => opened[0]!.handlers.onClose!());
      return opened.length > 1;
    };
    expect(reopened({ type: 'summary', summary: summary('x'), final: false })).toBe(true);
    expect(reopened({ type: 'restarted', billedSearches: 1 })).toBe(true);
    expect(reopened({ type: 'summary', summary: summary('x'), final: true })).toBe(false);
    expect(reopened({ type: 'error', error: { kind: 'server', message: '' } })).toBe(false);
  });
});
