/**
 * Finished AI answers, in `storage.session`, by question and the preferences that shape them: an Answers call is
 * billed per answer, so the same question asked again within the cache time (a repeat, the popup reopened, the
 * same selection in a page) is answered from here. Bounded in count; cleared when the Answers key changes.
 */
import { storage } from 'wxt/utils/storage';
import { sha256Hex } from '@/utils/api/hash';
import type { WebSearchParams } from '@/utils/api/params';
import type { SafeSearch } from '@/utils/settings/choices';
import type { SummaryView } from '@/utils/view/types';

export interface AnswerQuestion {
  question: string;
  country?: string;
  language?: string;
  safesearch?: SafeSearch;
}

/** The question a web search stands for, with the preferences it ran with (the answer follows the same ones). */
export const questionOf = (params: WebSearchParams): AnswerQuestion => ({
  question: params.q,
  ...(params.country && { country: params.country }),
  ...(params.search_lang && { language: params.search_lang }),
  ...(params.safesearch && { safesearch: params.safesearch }),
});

interface CachedAnswer {
  summary: SummaryView;
  expiresAt: number;
}

const MAX_ANSWERS = 20;
const answerKey = (id: string) => `session:answer.${id}` as const;
const answerIndex = storage.defineItem<string[]>('session:answerIndex', { fallback: [] });

/** Case and spacing do not change a question; the preferences do. */
async function questionId(q: AnswerQuestion): Promise<string> {
  const question = q.question.trim().replace(/\s+/g, ' ').toLowerCase();
  return (await sha256Hex(JSON.stringify([question, q.country ?? '', q.language ?? '', q.safesearch ?? '']))).slice(0, 32);
}

export async function readCachedAnswer(q: AnswerQuestion, now: number): Promise<SummaryView | undefined> {
  const cached = await storage.getItem<CachedAnswer>(answerKey(await questionId(q)));
  return cached && cached.expiresAt > now ? cached.summary : undefined;
}

export async function cacheAnswer(q: AnswerQuestion, summary: SummaryView, expiresAt: number): Promise<void> {
  const id = await questionId(q);
  const index = (await answerIndex.getValue()).filter((known) => known !== id);
  index.push(id);
  const dropped = index.splice(0, Math.max(0, index.length - MAX_ANSWERS));
  await storage.setItem(answerKey(id), { summary, expiresAt } satisfies CachedAnswer);
  await answerIndex.setValue(index);
  if (dropped.length) await storage.removeItems(dropped.map(answerKey));
}

export async function forgetAnswerCache(): Promise<void> {
  const index = await answerIndex.getValue();
  await storage.removeItems([...index.map(answerKey), answerIndex.key]);
}
