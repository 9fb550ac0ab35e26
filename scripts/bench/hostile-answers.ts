/**
 * Hostile answers of up to 30,000 characters (MAX_ANSWER_TEXT_CHARS, utils/worker/api/answers/assemble.ts), mapped into
 * the view as the background maps an answer (utils/worker/view/summary/map-answer.ts): marked is super-linear on
 * some of these, so the text is read paragraph by paragraph, each cut to twice the 3,000 characters it may show
 * (text.ts, markdown.ts). The figure: the worst kind's time for 30,000 characters, in Node's V8 (the engine of
 * Chromium's worker), with 100 citations at the end. tests/unit/view/summary/markdown-text.test.ts checks what
 * these map to, untimed.
 */
import type { SummaryMessage } from '@/utils/worker/api/schemas/summarizer';
import { mapAnswer } from '@/utils/worker/view/summary/map-answer';
import { spread, type Spread } from './stats';

export const HOSTILE_CHARS = 30_000;

export const HOSTILE: [string, (chars: number) => string][] = [
  ['emphasis runs', (n) => '**a'.repeat(n / 3)],
  ['unclosed stars', (n) => '*a'.repeat(n / 2)],
  ['brackets and links', (n) => '[a]('.repeat(n / 4)],
  ['nested quotes', (n) => '> '.repeat(n / 2)],
  ['nested list markers', (n) => `${'- '.repeat(n / 2 - 1)}x`],
  ['nested list lines', (n) => '- a\n  - b\n'.repeat(n / 10)],
  ['mixed delimiters', (n) => '*_[`<'.repeat(n / 5)],
  // Paragraphs of the most costly kinds, each near the paragraph cap, so that every one of them is read.
  ['paragraphs of emphasis runs', (n) => `${'**a'.repeat(900)}\n\n`.repeat(n / 2_702)],
  ['paragraphs of nested list lines', (n) => `${'- a\n  - b\n'.repeat(270)}\n`.repeat(n / 2_701)],
  ['paragraphs of nested quotes', (n) => `${'> '.repeat(1_350)}\n\n`.repeat(n / 2_702)],
];

/** The answer's stream: the text, then citations only at the end (a mark inside would cut the hostile run short). */
export const hostileMessages = (text: string): SummaryMessage[] => [
  { type: 'token', data: text },
  ...Array.from({ length: 100 }, (_, i) => ({
    type: 'inline_reference' as const,
    data: { type: 'inline_reference' as const, number: 1 + (i % 9), start_index: text.length, end_index: text.length },
  })),
];

export interface HostileAnswerTimings {
  chars: number;
  /** The slowest kind (by median) and its times. */
  worst: string;
  worst_ms: Spread;
  kinds: { kind: string; ms: Spread }[];
}

export function hostileAnswerTimings(reps: number): HostileAnswerTimings {
  const kinds = HOSTILE.map(([kind, make]) => {
    const messages = hostileMessages(make(HOSTILE_CHARS));
    mapAnswer(messages, 'complete'); // warm up
    const times = Array.from({ length: reps }, () => {
      const start = performance.now();
      mapAnswer(messages, 'complete');
      return performance.now() - start;
    });
    return { kind, ms: spread(times) };
  });
  const worst = kinds.reduce((a, b) => (b.ms.median > a.ms.median ? b : a));
  return { chars: HOSTILE_CHARS, worst: worst.kind, worst_ms: worst.ms, kinds };
}
