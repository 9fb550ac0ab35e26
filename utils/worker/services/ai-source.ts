/**
 * Where Scout's AI answers come from: the search plan's summarizer when it has one (not billed per answer), else the
 * Answers plan when its key is set (billed per answer), else nowhere — and then the UI names what would add them.
 */
import type { AiSource, Capabilities, SearchView } from '@/utils/worker/view/reply-schemas';
import { readCachedAnswer, type AnswerQuestion } from './answer-cache';
import { readAnswersKey } from './key';

export function aiSource(capabilities: Capabilities | undefined, answersKeySet: boolean): AiSource | undefined {
  if (capabilities?.summary === true) return 'summarizer';
  if (answersKeySet) return 'answers';
  return capabilities?.summary === false ? 'none' : undefined;
}

/**
 * A search's summary state once the Answers plan is counted in: where the plan has no summarizer and an Answers key
 * is set, an answer is on offer, starting by itself unless the user wants to be asked first (and free from the
 * answer cache when the same question was answered recently).
 */
export async function withAnswers(
  state: SearchView['summaryState'],
  capabilities: Capabilities | undefined,
  { question, api, askFirst, now }: { question: AnswerQuestion; api: string; askFirst: boolean; now: number },
): Promise<SearchView['summaryState']> {
  if (state === 'available' || capabilities?.summary === true || !(await readAnswersKey())) return state;
  if (!askFirst || (await readCachedAnswer(question, api, now))) return 'available';
  return 'onRequest';
}
