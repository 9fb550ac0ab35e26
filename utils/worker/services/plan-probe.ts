/**
 * Finds out with unbilled calls whether the plan includes local search and the summarizer. A web search only
 * proves what it shows (`locations`, a summarizer key); their absence may just mean the query was not local or
 * not summarizable. A probe with a made-up id tells the two apart: `OPTION_NOT_IN_PLAN` means "not in the plan",
 * any other answer from the endpoint means it is.
 */
import type { ApiClient } from '@/utils/worker/api/endpoints/client';
import { isApiError } from '@/utils/worker/api/errors';
import type { Capabilities } from '@/utils/contract/reply-schemas';
import { noteCapabilities } from './capabilities';

const PROBE_ID = 'scout-capability-probe';

/** true: the endpoint is in the plan; false: it is not; undefined: this answer cannot tell (e.g. offline). */
async function probe(call: () => Promise<unknown>): Promise<boolean | undefined> {
  try {
    await call();
    return true;
  } catch (error) {
    if (!isApiError(error)) return undefined;
    if (error.kind === 'notInPlan') return false;
    return ['expiredSummary', 'notFound', 'validation'].includes(error.kind) ? true : undefined;
  }
}

export const probePlaces = (client: ApiClient, signal?: AbortSignal) =>
  probe(() => client.localPois([PROBE_ID], {}, { ttlMs: 0, signal }));

export const probeSummary = (client: ApiClient, signal?: AbortSignal) =>
  probe(() => client.summarizer('title', PROBE_ID, {}, { ttlMs: 0, signal }));

/** Records what a search answer proved: places or a summarizer key shown means the plan includes them. */
export const noteShown = (shown: { places: boolean; summary: boolean }): Promise<Capabilities> =>
  noteCapabilities({ ...(shown.places && { places: true }), ...(shown.summary && { summary: true }) });

/**
 * Records what a search showed and probes, once per key, what it did not show and is still unknown, so the
 * popup can say "your plan does not include …" instead of leaving a silent gap.
 */
export async function learnPlan(
  client: ApiClient,
  shown: { places: boolean; summary: boolean },
  signal?: AbortSignal,
): Promise<Capabilities> {
  const known = await noteShown(shown);
  if (known.places !== undefined && known.summary !== undefined) return known;
  const places = known.places ?? (await probePlaces(client, signal));
  const summary = known.summary ?? (await probeSummary(client, signal));
  return noteCapabilities({ places, summary });
}
