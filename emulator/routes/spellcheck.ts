import type { ApiContext, HandlerResult } from '../api/context';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readHintParams } from '../validation/hint-params';
import { spellcheck } from '../search/spellcheck';
import { worldIndex } from '../search/world-index';
import { stem } from '../text/tokenize';

/** GET /res/v1/spellcheck/search (docs/api-reference.md §8.2): the world's correction (the one web search uses for
 * `query.altered`), or no result when the query needs none (A49). */
export function handleSpellcheck(context: ApiContext): HandlerResult {
  const parsed = readHintParams(context.params, 'spellcheck');
  if (!parsed.ok) return { reply: validationReply(parsed.issues, context.nowMs) };
  const { q } = parsed.params;
  const index = worldIndex();
  const corrected = spellcheck(q, index.words, (word) => index.stems.has(stem(word)));
  return {
    reply: jsonReply(200, {
      type: 'spellcheck',
      query: { original: q },
      results: corrected ? [{ query: corrected }] : [],
    }),
  };
}
