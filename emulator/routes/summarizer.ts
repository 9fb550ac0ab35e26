import type { ApiContext, HandlerResult } from '../api/context';
import { jsonReply } from '../http/reply';
import { SIBLING_FIELDS } from '../assumptions';
import { buildFor, resolveSummary, summaryMessages, waitUntilReady } from './summarizer-common';

/** GET /res/v1/summarizer/search: blocks until ready, then the whole summary (or status "failed"). */
export async function handleSummarizerSearch(context: ApiContext): Promise<HandlerResult> {
  const request = resolveSummary(context);
  if (!request.ok) return { reply: request.reply };
  await waitUntilReady(request.entry, context.signal);
  if (request.entry.failed) return { reply: jsonReply(200, { type: 'summarizer', status: 'failed' }) };
  const built = buildFor(context, request.entry);
  const body: Record<string, unknown> = {
    type: 'summarizer',
    status: 'complete',
    title: built.title,
    summary: summaryMessages(built, request.params),
    enrichments: built.enrichments,
    followups: built.followups,
  };
  if (request.params.entityInfo) body.entities_infos = built.entitiesInfos;
  return { reply: jsonReply(200, body) };
}

type SiblingEndpoint = keyof typeof SIBLING_FIELDS;

/** The sibling endpoints (A12): `{type, status, <one field>}`, blocking like /summarizer/search. */
export function siblingHandler(endpoint: SiblingEndpoint) {
  return async (context: ApiContext): Promise<HandlerResult> => {
    const request = resolveSummary(context);
    if (!request.ok) return { reply: request.reply };
    await waitUntilReady(request.entry, context.signal);
    if (request.entry.failed) return { reply: jsonReply(200, { type: 'summarizer', status: 'failed' }) };
    const built = buildFor(context, request.entry);
    const values = {
      summary: summaryMessages(built, request.params),
      title: built.title,
      enrichments: built.enrichments,
      followups: built.followups,
      entities_infos: built.entitiesInfos,
    };
    const field = SIBLING_FIELDS[endpoint];
    return { reply: jsonReply(200, { type: 'summarizer', status: 'complete', [field]: values[field] }) };
  };
}
