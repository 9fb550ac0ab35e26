/**
 * Finished AI answers, in `storage.session`, by question and the preferences that shape them, for one Answers key at
 * one API address: an Answers call is billed per answer, so the same question asked again within the cache time (a
 * repeat, the popup reopened, the same selection in a page) is answered from here. Bounded in count; cleared when the
 * Answers key or the API address changes (docs/security-plan.md B8).
 */
import { keyIdentity, sha256Hex } from '@/utils/worker/api/hash';
import type { WebSearchParams } from '@/utils/worker/api/endpoints/params';
import type { SafeSearch } from '@/utils/ui-safe/settings/choices';
import type { SummaryView } from '@/utils/contract/view-schemas';
import { boundedItems } from '@/utils/worker/storage/bounded-items';
import { BOUNDED } from '@/utils/worker/storage/items';
import { readAnswersKey } from './key';

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
const answers = boundedItems<CachedAnswer>({ ...BOUNDED.answers, maxItems: MAX_ANSWERS });

/**
 * Case and spacing do not change a question; the preferences do, and so do whose answer it is: the Answers key and the
 * API address it was asked at (a proxy's answers are not the API's). The key enters only as a hash with the address
 * (utils/worker/api/hash.ts, as the client names it), and the item name is a hash of all that. No key, no cached answers.
 */
async function questionId(q: AnswerQuestion, api: string): Promise<string | undefined> {
  const key = await readAnswersKey();
  if (!key) return undefined;
  const owner = await keyIdentity(key, api);
  const question = q.question.trim().replace(/\s+/g, ' ').toLowerCase();
  const id = JSON.stringify([owner, question, q.country ?? '', q.language ?? '', q.safesearch ?? '']);
  return (await sha256Hex(id)).slice(0, 32);
}

/** `api`: the API base URL the answer would come from (the settings' `apiBaseUrl`). */
export async function readCachedAnswer(q: AnswerQuestion, api: string, now: number): Promise<SummaryView | undefined> {
  const id = await questionId(q, api);
  const cached = id === undefined ? null : await answers.get(id);
  return cached && cached.expiresAt > now ? cached.summary : undefined;
}

/** A full `storage.session` only means the answer is not cached: it was already shown. */
export async function cacheAnswer(
  q: AnswerQuestion,
  api: string,
  summary: SummaryView,
  expiresAt: number,
): Promise<void> {
  const id = await questionId(q, api);
  if (id !== undefined) await answers.set(id, { summary, expiresAt }, expiresAt);
}

export const forgetAnswerCache = (): Promise<void> => answers.clear();
