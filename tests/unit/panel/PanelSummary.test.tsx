/**
 * The panel's AI answer: billed per answer, so only a real user's click asks for one, Retry included, and a rate limit
 * never asks again by itself (docs/security-plan.md A12).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { PanelSummary } from '@/entrypoints/panel/PanelSummary';
import { openStream, type StreamHandlers } from '@/utils/ui-safe/messaging/port-client';
import { view } from '../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn() }));
// The page is calm (no top-layer trick: click-guard.ts, tested in click-guard.test.ts): only isTrusted decides here.
vi.mock('@/entrypoints/panel/page-link', () => ({ askPage: vi.fn(async () => ({ calm: true })) }));

let streams: { start: unknown; handlers: StreamHandlers<'scout.summary'> }[];
beforeEach(() => {
  streams = [];
  vi.mocked(openStream).mockImplementation(((
    _name: string,
    start: unknown,
    handlers: StreamHandlers<'scout.summary'>,
  ) => {
    streams.push({ start, handlers });
    return () => {};
  }) as never);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A click as a page's script makes it (untrusted), or as the user does; then the click guard's answer. */
async function click(element: Element, isTrusted: boolean) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  if (isTrusted) Object.defineProperty(event, 'isTrusted', { value: true });
  fireEvent(element, event);
  await act(async () => {});
}
const fail = (kind: string, retryAfterMs?: number) =>
  act(() =>
    streams.at(-1)!.handlers.onEvent({
      type: 'error',
      error: { kind, message: '', ...(retryAfterMs !== undefined && { retryAfterMs }) },
    } as never),
  );

describe('the panel’s AI answer', () => {
  it('Retry asks again only for a real click, and a rate limit never asks again by itself (A12)', async () => {
    render(<PanelSummary view={view({ summaryState: 'onRequest' })} onFollowup={() => {}} />);
    await click(screen.getByRole('button', { name: /^Get AI answer/ }), false);
    expect(streams).toHaveLength(0);
    await click(screen.getByRole('button', { name: /^Get AI answer/ }), true);
    expect(streams).toHaveLength(1);

    fail('server');
    await click(screen.getByRole('button', { name: 'Retry' }), false);
    expect(streams).toHaveLength(1);
    await click(screen.getByRole('button', { name: 'Retry' }), true);
    expect(streams).toHaveLength(2);

    vi.useFakeTimers();
    fail('rateLimited', 1_000);
    for (let second = 0; second < 30; second += 1)
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
    expect(streams).toHaveLength(2);
    await click(screen.getByRole('button', { name: 'Retry' }), false);
    expect(streams).toHaveLength(2);
    await click(screen.getByRole('button', { name: 'Retry' }), true);
    expect(streams).toHaveLength(3);
    expect(new Set(streams.map(({ start }) => (start as { ask: string }).ask)).size).toBe(3);
  });
});
