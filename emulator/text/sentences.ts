import { stem, wordSpans } from './tokenize';

/** Splits prose into sentences (the world's texts are tidy: ". " ends a sentence). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'\p{Lu}])/u)
    .map((part) => part.trim())
    .filter(Boolean);
}

function hits(sentence: string, searched: ReadonlySet<string>): number {
  return wordSpans(sentence).filter((span) => searched.has(stem(span.word))).length;
}

/** The snippet a result shows: the sentence with the most query words, plus the next while short. */
export function bestSnippet(body: string, searched: ReadonlySet<string>, maxChars = 240): string {
  const parts = sentences(body);
  if (parts.length === 0) return '';
  let best = 0;
  parts.forEach((sentence, index) => {
    if (hits(sentence, searched) > hits(parts[best] ?? '', searched)) best = index;
  });
  let snippet = parts[best] ?? '';
  const next = parts[best + 1];
  if (next && snippet.length + next.length + 1 <= maxChars) snippet = `${snippet} ${next}`;
  return snippet;
}
