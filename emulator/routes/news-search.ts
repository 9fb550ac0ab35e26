import type { ApiContext, HandlerResult } from '../api/context';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { NEWS_RULES, readVerticalParams } from '../validation/vertical-params';
import { searchNews } from '../search/news-search';
import { newsResult } from '../render/news';
import { pageOf, verticalContext, verticalQuery } from '../render/vertical';
import { BREAKING_MAX_AGE_HOURS } from '../assumptions';

/** GET (or POST) /res/v1/news/search (docs/api-reference.md §8.3). */
export function handleNewsSearch(context: ApiContext): HandlerResult {
  const parsed = readVerticalParams(context.params, context.nowMs, NEWS_RULES);
  if (!parsed.ok) return { reply: validationReply(parsed.issues, context.nowMs) };
  const params = parsed.params;
  const { outcome, items, mutated } = searchNews(params, context.nowMs);
  const { page, more } = pageOf(items, params);
  const render = verticalContext(context, params, outcome);
  const freshest = Math.min(...items.map((item) => item.ageHours));
  const results = page.map((item) =>
    newsResult(item, item.ageHours === freshest && item.ageHours < BREAKING_MAX_AGE_HOURS, render),
  );
  return {
    reply: jsonReply(200, {
      type: 'news',
      query: verticalQuery(params, outcome, { strictWarning: outcome.strictFiltered, more }),
      results,
      ...(mutated && { mutated_by_goggles: true }),
    }),
  };
}
