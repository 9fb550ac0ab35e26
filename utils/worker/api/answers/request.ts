/**
 * The Answers request (docs/answers-api.md §1): checks the caller's question and preferences and builds the JSON body.
 * An answer is billed, so anything the service would refuse, or that makes no sense to ask, is refused here before
 * a request is made.
 */
import { invalid } from '../endpoints/params';
import type { SafeSearch } from '../endpoints/params';
import { SAFESEARCH } from '@/utils/ui-safe/settings/choices';

export interface AnswerRequest {
  question: string;
  /**
   * A message Scout composed rather than a question typed: a follow-up's carrying its thread
   * (services/summary/thread-message.ts) or a page question's around page text (services/page-answer/message.ts).
   * Each may be longer than a question (MESSAGE_CHARS).
   */
  message?: 'thread' | 'page';
  /** Two letters (any case) or `ALL`; sent in upper case. */
  country?: string;
  /** The answer's language, e.g. `en`. */
  language?: string;
  safesearch?: SafeSearch;
}

/**
 * The service documents no limit on the question's length (docs/answers-api.md §1.4, §8.6), and every character is billed
 * as input tokens. 2,000 characters is far more than a question typed or selected on a page needs, and keeps a
 * runaway selection from becoming an expensive request or an undocumented 4xx.
 */
export const MAX_QUESTION_CHARS = 2_000;

/** A follow-up's one message: earlier questions, a digest of their answers, the new question (decisions/follow-ups.md). */
export const MAX_THREAD_CHARS = 12_000;
/** A page question's message: 12,000 characters of page text, its address, title and question, and the framing. */
const MAX_PAGE_MESSAGE_CHARS = 16_000;
const MESSAGE_CHARS = { thread: MAX_THREAD_CHARS, page: MAX_PAGE_MESSAGE_CHARS } as const;

/**
 * Output tokens an answer may use: a few paragraphs with citations. Sent as `max_completion_tokens`; the spending
 * meter bounds an answer's cost with it (utils/worker/services/spending/prices.ts).
 */
export const ANSWER_MAX_OUTPUT_TOKENS = 1_024;

const COUNTRY = /^(?:[A-Z]{2}|ALL)$/;
/** Loose on purpose: the Answers language list is undocumented (§8.6). Only junk and header-like text is refused. */
const LANGUAGE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,2}$/;

/** The body, in the order the docs show it. Optional preferences are left out rather than sent empty. */
export function answerBody(request: AnswerRequest): Record<string, unknown> {
  if (typeof request !== 'object' || request === null) throw invalid('the request must be an object');
  const body: Record<string, unknown> = {
    model: 'brave',
    // Set explicitly: the docs disagree on the defaults, and citations and entities exist only when streaming.
    stream: true,
    enable_citations: true,
    enable_entities: true,
    messages: [
      {
        role: 'user',
        content: checkQuestion(request.question, request.message ? MESSAGE_CHARS[request.message] : MAX_QUESTION_CHARS),
      },
    ],
    // The answer's output is bounded, so its cost is known before it is asked (docs/answers-api.md §1: an int > 0).
    max_completion_tokens: ANSWER_MAX_OUTPUT_TOKENS,
  };
  const country = present(request.country, 'country');
  if (country !== undefined) {
    const upper = country.toUpperCase();
    if (!COUNTRY.test(upper)) throw invalid('country must be two letters or ALL');
    body.country = upper;
  }
  const language = present(request.language, 'language');
  if (language !== undefined) {
    if (!LANGUAGE.test(language)) throw invalid('language is not a language code');
    body.language = language;
  }
  const safesearch = present(request.safesearch, 'safesearch');
  if (safesearch !== undefined) {
    if (!(SAFESEARCH as readonly string[]).includes(safesearch))
      throw invalid('safesearch must be off, moderate or strict');
    body.safesearch = safesearch;
  }
  return body;
}

function checkQuestion(question: unknown, max: number): string {
  if (typeof question !== 'string') throw invalid('the question must be text');
  const trimmed = question.trim();
  if (trimmed === '') throw invalid('the question is empty');
  if (trimmed.length > max) throw invalid(`the question is longer than ${max} characters`);
  return trimmed;
}

/** The trimmed value, or undefined when absent or empty; anything but text is refused. */
function present(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(`${name} must be text`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
