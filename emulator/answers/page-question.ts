/**
 * Page questions ("ask about this page"): a single user message that carries a web page's address, its text between
 * `<<<PAGE` and `PAGE>>>` lines, and a question (`Page URL: …`, `Question: …` lines), as Brave's Answers API gets
 * from a browser extension. The real service reads the page it is given; the emulator answers extractively from it:
 * up to three of its sentences (those holding the most question words, in page order; the first ones for a summary
 * or when none holds one), each cited to the page's address. No search is made: the page is the source, so `<usage>`
 * bills the message's input tokens and the answer's output, nothing for queries.
 */
import { sentences } from '../text/sentences';
import { queryStems, stem, wordSpans } from '../text/tokenize';
import { CitationBook } from './citations';
import type { AnswerPart, ComposedAnswer } from './types';

export interface PageQuestion {
  url: string;
  text: string;
  question: string;
}

const SENTENCES = 3;
/** Words that ask for the page as a whole: not searched for in it. */
const GENERIC = new Set(['summarize', 'summarise', 'summary', 'page', 'article', 'this', 'what', 'about'].map(stem));
/** Shorter runs are menus and captions, not sentences worth citing. */
const MIN_SENTENCE_CHARS = 25;

/** The page question in a message, or undefined for any other question. */
export function readPageQuestion(message: string): PageQuestion | undefined {
  const url = /^Page URL: (https?:\/\/\S+)$/m.exec(message)?.[1];
  const open = message.indexOf('\n<<<PAGE\n');
  const close = message.lastIndexOf('\nPAGE>>>\n');
  const question = /\nQuestion: (.+)\s*$/.exec(message)?.[1];
  if (url === undefined || open < 0 || close <= open || question === undefined) return undefined;
  try {
    new URL(url);
  } catch {
    return undefined;
  }
  return { url, text: message.slice(open + '\n<<<PAGE\n'.length, close), question: question.trim() };
}

export function composePageAnswer(page: PageQuestion, origin: string): ComposedAnswer {
  const searched = new Set(queryStems(page.question).filter((word) => !GENERIC.has(word)));
  const all = page.text
    .split('\n')
    .flatMap((line) => sentences(line))
    .filter((sentence) => sentence.length >= MIN_SENTENCE_CHARS);
  const score = (sentence: string) => wordSpans(sentence).filter((span) => searched.has(stem(span.word))).length;
  const ranked = all
    .map((sentence, index) => ({ sentence, index, hits: score(sentence) }))
    .filter((entry) => searched.size === 0 || entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, SENTENCES);
  const chosen = (ranked.length > 0 ? ranked : all.slice(0, SENTENCES).map((sentence, index) => ({ sentence, index })))
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
  const book = new CitationBook(origin);
  const parts: AnswerPart[] = chosen.flatMap((sentence, index): AnswerPart[] => [
    { kind: 'text', text: (index > 0 ? ' ' : '') + sentence },
    { kind: 'cite', citation: book.cite(page.url, sentence) },
  ]);
  if (parts.length === 0) parts.push({ kind: 'text', text: 'The page holds no text to answer from.' });
  return { parts, searches: 0, contextText: '' };
}
