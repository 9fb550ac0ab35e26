/**
 * The answer to a question about a page (`scout.pageAnswer`, the in-page panel after the user confirmed its price):
 * one Answers request whose one message carries the captured text, the page's address and the question
 * (message.ts), admitted by the spending meter with a bound counted from that message (api/answers/answer-stream.ts).
 * The same question about the same text within the cache time is answered from the answer cache, free. A cut-off
 * answer is shown as far as it got with the error; asking again is a new click (billed), never an automatic retry.
 */
import type { Asker } from '@/utils/worker/api/endpoints/meter';
import { isApiError } from '@/utils/worker/api/errors';
import { toPlainError } from '@/utils/ui-safe/view/plain-error';
import { mapAnswer } from '@/utils/worker/view/summary/map-answer';
import type { SummaryEvent, SummaryView } from '@/utils/contract/view-schemas';
import type { PortStart } from '@/utils/contract/protocol';
import type { ApiAccess } from '../api-access';
import { cacheAnswer, readCachedAnswer } from '../answer-cache';
import { cacheTtlMs } from '../search';
import { ServiceError } from '../service-error';
import { claimAsk, readCapture } from './captures';
import { pageMessage } from './message';

export async function runPageAnswer(
  access: ApiAccess,
  start: PortStart<'scout.pageAnswer'>,
  emit: (event: SummaryEvent) => void,
  signal: AbortSignal,
  asker: Asker,
): Promise<void> {
  const capture = await readCapture(start.capture);
  if (!capture) throw new ServiceError('searchGone');
  const question = { question: pageMessage({ ...capture, question: start.question }) };
  const { client, settings } = await access.open();
  const cached = await readCachedAnswer(question, settings.apiBaseUrl, access.now());
  if (cached) return emit({ type: 'summary', summary: cached, final: true });
  // This very click was sent before (the panel's stream reopened after a worker restart): it is not paid twice.
  if (!(await claimAsk(start.capture, capture, start.ask, access.now()))) throw new ServiceError('interrupted');
  let summary: SummaryView | undefined;
  let complete = false;
  try {
    const stream = client.answerStream(
      { ...question, message: 'page' },
      { signal, asker: { ...asker, q: start.question } },
    );
    for await (const update of stream) {
      complete = update.status === 'complete';
      summary = {
        ...mapAnswer(update.messages, 'incomplete'),
        source: 'answers',
        ...(update.cost?.totalUsd !== undefined && { costUsd: update.cost.totalUsd }),
      };
      emit({ type: 'summary', summary, final: false });
    }
  } catch (error) {
    const aborted = isApiError(error) && error.kind === 'aborted';
    return emit({ type: 'error', error: aborted ? new ServiceError('interrupted').toPlain() : toPlainError(error) });
  }
  if (summary === undefined) throw new ServiceError('summaryUnavailable');
  if (!complete) throw new ServiceError('interrupted');
  const final: SummaryView = { ...summary, status: 'complete' };
  const ttl = cacheTtlMs(settings);
  if (ttl > 0) await cacheAnswer(question, settings.apiBaseUrl, final, access.now() + ttl);
  emit({ type: 'summary', summary: final, final: true });
}
