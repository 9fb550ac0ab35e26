/**
 * A follow-up's one message (docs/decisions/follow-ups.md). The Answers API takes one user message per request, so
 * the thread travels inside it: the earlier questions and a short digest of each answer, oldest first, then the new
 * question on the line the emulator (A53) and a reader look for. Bounded in characters and in estimated tokens; when
 * the thread does not fit, its oldest turns are left out first and the caller is told how many.
 *
 * Every piece of text is one line: a question or an answer (the API's text, a page's words) cannot start a line of
 * its own, so none can pose as a label ("Follow-up question:") or as Scout's instructions.
 */
import { MAX_QUESTION_CHARS, MAX_THREAD_CHARS } from '@/utils/worker/api/answers/request';

export interface ThreadTurn {
  question: string;
  /** The answer's plain text (citation markers and all); shortened here. */
  answer: string;
}

/** @internal Exported for its tests. */
export const THREAD_LIMITS = {
  chars: MAX_THREAD_CHARS,
  /** ~4 characters a token for Latin text: the same bound as the characters, and a real one for other scripts. */
  tokens: 3_000,
  earlierQuestionChars: 500,
  answerDigestChars: 600,
} as const;

/** @internal Exported for its tests. */
export const FOLLOWUP_LABEL = 'Follow-up question:';
const HEADER = 'Earlier in this conversation (oldest first, answers shortened):';

/** Control characters, bidi overrides and zero-width characters: nothing a reader needs, and they hide text. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]+/g;

/**
 * Tokens the text will cost at most, roughly: a quarter per ASCII character, one per other character.
 * @internal Exported for its tests.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) < 128) ascii += 1;
  return Math.ceil(ascii / 4) + (text.length - ascii);
}

/** One line of at most `max` characters, cut at a word where there is one, with an ellipsis. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

const turnLines = (turn: ThreadTurn, n: number): string =>
  `Question ${n}: ${oneLine(turn.question, THREAD_LIMITS.earlierQuestionChars)}\n` +
  `Answer ${n}: ${oneLine(turn.answer, THREAD_LIMITS.answerDigestChars) || '(no answer)'}\n`;

const leftOutLine = (count: number): string =>
  count === 0 ? '' : `(${count} earlier ${count === 1 ? 'turn is' : 'turns are'} left out.)\n`;

const fits = (text: string): boolean =>
  text.length <= THREAD_LIMITS.chars && estimateTokens(text) <= THREAD_LIMITS.tokens;

/**
 * The message for `question` after `earlier` (oldest first), and how many of the earlier turns it leaves out. The
 * newest turns are kept; a first turn that alone would not fit is shortened rather than lost.
 */
export function composeThreadMessage(
  earlier: readonly ThreadTurn[],
  question: string,
): { message: string; leftOut: number } {
  const ask = `\n${FOLLOWUP_LABEL} ${oneLine(question, MAX_QUESTION_CHARS)}`;
  let kept: string[] = [];
  for (let i = earlier.length - 1; i >= 0; i -= 1) {
    const candidate = [turnLines(earlier[i]!, i + 1), ...kept];
    if (!fits(HEADER + '\n' + candidate.join('') + leftOutLine(i) + ask)) break;
    kept = candidate;
  }
  const leftOut = earlier.length - kept.length;
  if (earlier.length === 0) return { message: ask.trim(), leftOut: 0 };
  if (kept.length === 0) {
    // Not even the newest turn fits beside a long question: its question alone, shortened, keeps the thread's thread.
    const newest = earlier.length;
    const line = `Question ${newest}: ${oneLine(earlier[newest - 1]!.question, 200)}\n`;
    return { message: `${HEADER}\n${line}${leftOutLine(newest - 1)}${ask}`, leftOut: newest - 1 };
  }
  return { message: `${HEADER}\n${kept.join('')}${leftOutLine(leftOut)}${ask}`, leftOut };
}
