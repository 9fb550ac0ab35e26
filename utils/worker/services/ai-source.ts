/**
 * Where Scout's AI answers come from: the search plan's summarizer when it has one (not billed per answer), else the
 * Answers plan when its key is set (billed per answer), else nowhere — and then the UI names what would add them.
 */
import type { AiSource, Capabilities, SearchView } from '@/utils/contract/reply-schemas';
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
 * answer cache when the same question was answered recently). `answersKey`: the key's read if the caller started it
 * already (a search reads it with its plan, in one storage read: utils/worker/storage/area.ts).
 */
export async function withAnswers(
  state: SearchView['summaryState'],
  capabilities: Capabilities | undefined,
  answering: { question: AnswerQuestion; api: string; askFirst: boolean; now: number; answersKey?: Promise<unknown> },
): Promise<SearchView['summaryState']> {
  const { question, api, askFirst, now } = answering;
  if (state === 'available' || capabilities?.summary === true) return state;
  if (!(await (answering.answersKey ?? readAnswersKey()))) return state;
  if (!askFirst || (await readCachedAnswer(question, api, now))) return 'available';
  return 'onRequest';
}
