/**
 * A follow-up question under an AI answer (docs/decisions/follow-ups.md): one billed Answers request whose one message
 * carries the thread (thread-message.ts), streamed into its turn of the thread (thread-store.ts). Like the first
 * answer (answer-runner.ts), a turn cut off is shown as far as it got and never asked again on its own: only a new
 * question of the user (a new `ask` id) pays. Runs take turns with the search's other answers (job-lock.ts).
 */
import type { FollowupEvent, FollowupTurn } from '@/utils/contract/followup-schema';
import type { SummaryView } from '@/utils/contract/view-schemas';
import type { Asker } from '@/utils/worker/api/endpoints/meter';
import { MAX_QUESTION_CHARS } from '@/utils/worker/api/answers/request';
import { isApiError } from '@/utils/worker/api/errors';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { toPlainError } from '@/utils/ui-safe/view/plain-error';
import { mapAnswer } from '@/utils/worker/view/summary/map-answer';
import type { ApiAccess } from '../api-access';
import { questionOf } from '../answer-cache';
import { readSearchRecord } from '../search-records';
import { ServiceError } from '../service-error';
import { withJobLock } from './job-lock';
import { readJob } from './jobs';
import { composeThreadMessage, oneLine, type ThreadTurn } from './thread-message';
import { dropThread, readThread, writeThread } from './thread-store';

type Emit = (event: FollowupEvent) => void;
interface FollowupStart {
  searchId: string;
  question?: string;
  ask?: string;
  clear?: true;
}
/** As answer-runner.ts: often enough to show after an interruption, not on every chunk. */
const SAVE_EVERY_MS = 500;

/** An answer's words for the digest: its paragraphs and list items, in order. */
const answerText = (summary: SummaryView | undefined): string =>
  (summary?.blocks ?? [])
    .map((block) =>
      block.kind === 'paragraph'
        ? plainText(block.content)
        : block.items.map((item) => `${item.name}${item.text ? `: ${plainText(item.text)}` : ''}`).join('; '),
    )
    .join(' ');

export async function runFollowupJob(
  access: ApiAccess,
  start: FollowupStart,
  emit: Emit,
  signal?: AbortSignal,
  asker?: Asker,
): Promise<void> {
  const { searchId } = start;
  await withJobLock(searchId, async () => {
    if (signal?.aborted) return;
    const record = await readSearchRecord(searchId);
    if (!record) throw new ServiceError('searchGone');
    const first = questionOf(record.params);
    if (start.clear) {
      await dropThread(searchId);
      return emit({ type: 'thread', question: first.question, turns: [], final: true });
    }
    // Nothing else runs for this search now: a turn still "running" was cut off (a closed UI, a stopped worker).
    const stored = await readThread(searchId);
    const turns = stored.map((turn): FollowupTurn =>
      turn.status === 'running'
        ? { ...turn, status: 'failed', error: new ServiceError('interrupted').toPlain() }
        : turn,
    );
    if (turns.some((turn, i) => turn !== stored[i])) await writeThread(searchId, turns, access.now());
    const { question, ask } = start;
    const asking = question !== undefined && ask !== undefined && !turns.some((turn) => turn.askId === ask);
    emit({ type: 'thread', question: first.question, turns, final: !asking });
    if (!asking) return;

    const job = await readJob(searchId);
    if (job?.status !== 'complete' || job.summary.source !== 'answers') throw new ServiceError('summaryUnavailable');
    const earlier: ThreadTurn[] = [
      { question: first.question, answer: answerText(job.summary) },
      ...turns
        .filter((turn) => turn.status === 'complete')
        .map((turn) => ({ question: turn.question, answer: answerText(turn.summary) })),
    ];
    const { message, leftOut } = composeThreadMessage(earlier, question);
    const turn: FollowupTurn = {
      askId: ask,
      question: oneLine(question, MAX_QUESTION_CHARS),
      status: 'running',
      leftOut,
    };
    const save = () => writeThread(searchId, [...turns, turn], access.now());
    await save();
    emit({ type: 'turn', turn, final: false });
    let savedAt = access.now();
    try {
      const { client } = await access.open();
      let complete = false;
      for await (const update of client.answerStream(
        { ...first, question: message, message: 'thread' },
        { signal, asker },
      )) {
        complete = update.status === 'complete';
        turn.summary = {
          ...mapAnswer(update.messages, 'incomplete'),
          source: 'answers',
          ...(update.cost?.totalUsd !== undefined && { costUsd: update.cost.totalUsd }),
        };
        if (access.now() - savedAt >= SAVE_EVERY_MS) {
          savedAt = access.now();
          await save();
        }
        emit({ type: 'turn', turn, final: false });
      }
      if (turn.summary === undefined) throw new ServiceError('summaryUnavailable');
      if (!complete) throw new ServiceError('interrupted');
      turn.summary = { ...turn.summary, status: 'complete' };
      turn.status = 'complete';
    } catch (error) {
      const aborted = isApiError(error) && error.kind === 'aborted';
      turn.status = 'failed';
      turn.error = aborted ? new ServiceError('interrupted').toPlain() : toPlainError(error);
    }
    await save();
    emit({ type: 'turn', turn, final: true });
  });
}
