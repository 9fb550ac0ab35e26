import type { ApiContext, HandlerResult } from '../api/context';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readVerticalParams, VIDEOS_RULES } from '../validation/vertical-params';
import { searchVideos } from '../search/video-search';
import { videoResult } from '../render/videos';
import { pageOf, verticalContext, verticalQuery } from '../render/vertical';

/** GET (or POST) /res/v1/videos/search (docs/api-reference.md §8.3). */
export function handleVideosSearch(context: ApiContext): HandlerResult {
  const parsed = readVerticalParams(context.params, context.nowMs, VIDEOS_RULES);
  if (!parsed.ok) return { reply: validationReply(parsed.issues, context.nowMs) };
  const params = parsed.params;
  const { outcome, videos, filtered, mutated } = searchVideos(params, context.nowMs);
  const { page, more } = pageOf(videos, params);
  const render = verticalContext(context, params, outcome);
  return {
    reply: jsonReply(200, {
      type: 'videos',
      query: verticalQuery(params, outcome, { strictWarning: filtered, more }),
      extra: { might_be_offensive: page.some((video) => !video.familyFriendly) },
      results: page.map((video) => videoResult(video, render)),
      ...(mutated && { mutated_by_goggles: true }),
    }),
  };
}
