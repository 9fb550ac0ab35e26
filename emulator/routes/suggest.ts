import type { ApiContext, HandlerResult } from '../api/context';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readHintParams } from '../validation/hint-params';
import { suggestionsFor, type Suggestion } from '../search/suggestions';
import { imageUrl } from '../render/images';

/** A rich suggestion names its entity; the others say they are none. Non-rich ones carry only `query` (A48). */
function richSuggestion(suggestion: Suggestion, origin: string) {
  const { entity } = suggestion;
  if (!entity) return { query: suggestion.query, is_entity: false };
  return {
    query: suggestion.query,
    is_entity: true,
    title: entity.title,
    description: entity.description,
    img: imageUrl(origin, `infobox-${entity.key}`),
  };
}

/** GET /res/v1/suggest/search (docs/api-reference.md §8.1): completions from the world. */
export function handleSuggest(context: ApiContext): HandlerResult {
  const parsed = readHintParams(context.params, 'suggest');
  if (!parsed.ok) return { reply: validationReply(parsed.issues, context.nowMs) };
  const { q, count, rich } = parsed.params;
  const suggestions = suggestionsFor(q, count);
  return {
    reply: jsonReply(200, {
      type: 'suggest',
      query: { original: q },
      results: suggestions.map((suggestion) =>
        rich ? richSuggestion(suggestion, context.origin) : { query: suggestion.query },
      ),
    }),
  };
}
