/**
 * Finished AI answers, in `storage.session`, by question and the preferences that shape them: an Answers call is
 * billed per answer, so the same question asked again within the cache time (a repeat, the popup reopened, the
 * same selection in a page) is answered from here. Bounded in count; cleared when the Answers key changes.
 */
import { sha256Hex } from '@/utils/api/hash';
import type { WebSearchParams } from '@/utils/api/params';
import type { SafeSearch } from '@/utils/settings/choices';
import type { SummaryView } from '@/utils/view/types';
import { boundedItems } from '@/utils/storage/bounded-items';

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
const answers = boundedItems<CachedAnswer>({ prefix: 'answer', indexName: 'answerIndex', maxItems: MAX_ANSWERS });

/** Case and spacing do not change a question; the preferences do. */
async function questionId(q: AnswerQuestion): Promise<string> {
  const question = q.question.trim().replace(/\s+/g, ' ').toLowerCase();
  return (await sha256Hex(JSON.stringify([question, q.country ?? '', q.language ?? '', q.safesearch ?? '']))).slice(
    0,
    32,
  );
}

export async function readCachedAnswer(q: AnswerQuestion, now: number): Promise<SummaryView | undefined> {
  const cached = await answers.get(await questionId(q));
  return cached && cached.expiresAt > now ? cached.summary : undefined;
}

/** A full `storage.session` only means the answer is not cached: it was already shown. */
export async function cacheAnswer(q: AnswerQuestion, summary: SummaryView, expiresAt: number): Promise<void> {
  await answers.set(await questionId(q), { summary, expiresAt }, expiresAt);
}

export const forgetAnswerCache = (): Promise<void> => answers.clear();
