import type { ApiContext, HandlerResult } from '../api/context';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { IMAGES_RULES, readVerticalParams } from '../validation/vertical-params';
import { searchWorld } from '../search/engine';
import { imageResult } from '../render/image-result';
import { verticalQuery } from '../render/vertical';

/** GET /res/v1/images/search (docs/api-reference.md §8.4): one picture per matching page, no paging. */
export function handleImageSearch(context: ApiContext): HandlerResult {
  const parsed = readVerticalParams(context.params, context.nowMs, IMAGES_RULES);
  if (!parsed.ok) return { reply: validationReply(parsed.issues, context.nowMs) };
  const params = parsed.params;
  const outcome = searchWorld(params, context.nowMs);
  const docs = outcome.ranked.slice(0, params.count);
  return {
    reply: jsonReply(200, {
      type: 'images',
      query: verticalQuery(params, outcome, { strictWarning: outcome.strictFiltered }),
      extra: { might_be_offensive: docs.some((doc) => !doc.familyFriendly) },
      results: docs.map((doc, rank) => imageResult(doc, rank, context)),
    }),
  };
}
