import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { FollowupThread } from '@/components/summary/FollowupThread';
import { threadMarkdown } from '@/components/summary/thread-markdown';
import { openStream, type StreamHandlers } from '@/utils/ui-safe/messaging/port-client';
import type { FollowupEvent, FollowupTurn } from '@/utils/contract/followup-schema';
import type { SummaryView } from '@/utils/contract/view-schemas';

vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn() }));
afterEach(cleanup);

const FIRST: SummaryView = {
  blocks: [{ kind: 'paragraph', content: ['Torra is good ', { t: 'ref', n: 1 }] }],
  citations: [{ number: 1, url: 'https://coffee.example/torra', hostname: 'coffee.example', title: 'Torra' }],
  sources: [],
  entities: [],
  followups: [],
  status: 'complete',
  source: 'answers',
  costUsd: 0.005,
};
const turn = (over: Partial<FollowupTurn> = {}): FollowupTurn => ({
  askId: 'a1',
  question: 'and in *winter*?',
  status: 'complete',
  leftOut: 0,
  summary: { ...FIRST, blocks: [{ kind: 'paragraph', content: ['Yes, all year.'] }], costUsd: 0.004 },
  ...over,
});

function ports() {
  const opened: { start: Record<string, unknown>; handlers: StreamHandlers<'scout.followup'> }[] = [];
  vi.mocked(openStream).mockImplementation(((_n: string, start: never, handlers: never) => {
    opened.push({ start, handlers });
    return () => {};
  }) as never);
  return opened;
}
const emit = (opened: ReturnType<typeof ports>, event: FollowupEvent) =>
  act(() => opened.at(-1)!.handlers.onEvent(event as never));

function ask(text: string) {
  const box = screen.getByLabelText('Follow-up question');
  fireEvent.input(box, { target: { value: text } });
  fireEvent.submit(box.closest('form')!);
}

describe('FollowupThread', () => {
  it('reads the thread, shows the price before the Enter, and sends the typed question with a fresh ask id', () => {
    const opened = ports();
    render(<FollowupThread searchId="s1" first={FIRST} priceMicros={12_345} headingLevel={3} noteClass="note" />);
    expect(opened.map((o) => o.start)).toEqual([{ searchId: 's1' }]);
    emit(opened, { type: 'thread', question: 'coffee in Lisbon', turns: [], final: true });
    const box = screen.getByLabelText('Follow-up question');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain('for each follow-up');
    ask('   ');
    expect(opened).toHaveLength(1);
    ask(' and in winter? ');
    expect(opened.at(-1)!.start).toEqual({ searchId: 's1', question: 'and in winter?', ask: expect.any(String) });
    expect(opened.at(-1)!.start.ask).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows each turn with its answer, its cost and the note when earlier turns were left out', () => {
    const opened = ports();
    render(<FollowupThread searchId="s1" first={FIRST} headingLevel={3} noteClass="note" />);
    emit(opened, { type: 'thread', question: 'q', turns: [turn({ leftOut: 3 })], final: true });
    expect(screen.getByRole('heading', { name: 'and in *winter*?' })).toBeTruthy();
    expect(screen.getByText('Yes, all year.')).toBeTruthy();
    expect(screen.getByText(/Cost of this answer: \$0\.004/)).toBeTruthy();
    expect(screen.getByText(/the 3 oldest turns of this conversation were not sent/)).toBeTruthy();
  });

  it('sends nothing when the guard refuses (the in-page panel)', () => {
    const opened = ports();
    render(<FollowupThread searchId="s1" first={FIRST} guard={() => {}} headingLevel={3} noteClass="note" />);
    emit(opened, { type: 'thread', question: 'q', turns: [], final: true });
    ask('and in winter?');
    expect(opened).toHaveLength(1);
  });

  it('"New topic" asks the worker to forget the thread', () => {
    const opened = ports();
    render(<FollowupThread searchId="s1" first={FIRST} headingLevel={3} noteClass="note" />);
    emit(opened, { type: 'thread', question: 'q', turns: [turn()], final: true });
    fireEvent.click(screen.getByRole('button', { name: 'New topic' }));
    expect(opened.at(-1)!.start).toEqual({ searchId: 's1', clear: true });
    emit(opened, { type: 'thread', question: 'q', turns: [], final: true });
    expect(screen.queryByText('Yes, all year.')).toBeNull();
  });
});

describe('threadMarkdown', () => {
  it('copies every question as an escaped heading and each answer with its own sources', () => {
    const markdown = threadMarkdown({ question: 'coffee in Lisbon', summary: FIRST }, [turn()], 'Sources');
    expect(markdown).toBe(
      '### coffee in Lisbon\n\nTorra is good [1]\n\nSources:\n\n- [1] Torra — <https://coffee.example/torra>\n\n' +
        '### and in \\*winter\\*?\n\nYes, all year.\n\nSources:\n\n- [1] Torra — <https://coffee.example/torra>\n',
    );
  });
});
