import type { TopicSeed } from './types';
import { queryStems, stems } from '../text/tokenize';

/** The topic's fact sharing the most words with a text (the first on a tie), so generated items stay on point. */
export function closestFact(topic: TopicSeed, text: string, skip = -1): string {
  const wanted = new Set(queryStems(text));
  let best = skip === 0 ? 1 : 0;
  let bestScore = -1;
  topic.facts.forEach((fact, index) => {
    if (index === skip) return;
    const score = new Set(stems(fact).filter((word) => wanted.has(word))).size;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return topic.facts[best] ?? '';
}

/** "python virtual environments" → "Python virtual environments". */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ages (hours) items are spread over by a stable number, so sections hold fresh and old items. */
const AGES_HOURS = [5, 26, 72, 24 * 9, 24 * 40, 24 * 200, 24 * 700];

export function spreadAge(n: number): number {
  return AGES_HOURS[n % AGES_HOURS.length] ?? 24;
}
