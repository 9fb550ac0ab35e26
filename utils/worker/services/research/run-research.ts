/**
 * Runs a research for a UI's `scout.research` port: the search's question, within the limits the user was shown
 * (clamped again), as progress events and one last event. Never resumed or repeated: a research is billed per
 * query, so a port that closes (Stop, a closed panel, a worker restart) ends it for good, and only a new click
 * (a new `ask`) pays for another. Every end is definite: the answer, or "unfinished" with the progress so far.
 */
import type { ResearchEvent } from '@/utils/contract/research-schema';
import type { Asker } from '@/utils/worker/api/endpoints/meter';
import type { ResearchState } from '@/utils/worker/api/answers/research-events';
import { toPlainError } from '@/utils/ui-safe/view/plain-error';
import { clampResearchLimits, type ResearchLimits } from '@/utils/ui-safe/settings/research';
import { mapResearch } from '@/utils/worker/view/research/map-research';
import type { ApiAccess } from '../api-access';
import { questionOf } from '../answer-cache';
import { readSearchRecord } from '../search-records';
import { ServiceError } from '../service-error';

export interface ResearchStart {
  searchId: string;
  ask: string;
  limits: ResearchLimits;
}

export async function runResearch(
  access: ApiAccess,
  start: ResearchStart,
  emit: (event: ResearchEvent) => void,
  signal?: AbortSignal,
  asker?: Asker,
): Promise<void> {
  const record = await readSearchRecord(start.searchId);
  if (!record) throw new ServiceError('searchGone');
  const { client } = await access.open();
  let last: ResearchState | undefined;
  try {
    const updates = client.researchStream(questionOf(record.params), clampResearchLimits(start.limits), {
      signal,
      asker: { ...asker, surface: asker?.surface ?? 'worker', q: record.params.q },
    });
    for await (const update of updates) {
      last = update.research;
      if (update.done) break;
      emit({ type: 'research', research: mapResearch(last, 'running'), final: false });
    }
    if (!last) throw new ServiceError('interrupted');
    emit({ type: 'research', research: mapResearch(last, last.answer ? 'complete' : 'unfinished'), final: true });
  } catch (error) {
    emit({ type: 'error', error: toPlainError(error), ...(last && { research: mapResearch(last, 'unfinished') }) });
  }
}
