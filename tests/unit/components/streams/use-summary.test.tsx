import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/preact';
import { useSummary } from '@/components/streams/use-summary';
import { openStream, type StreamHandlers } from '@/utils/messaging/port-client';
import { summary } from '../../popup/fixtures';

vi.mock('@/utils/messaging/port-client', () => ({ openStream: vi.fn() }));
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
