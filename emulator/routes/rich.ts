import type { ApiContext, HandlerResult } from '../api/context';
import { jsonReply } from '../http/reply';
import { errorReply, validationReply } from '../http/errors';
import { FieldReader } from '../validation/fields';
import { decodeCallbackKey } from '../rich/callback-key';
import { richResult } from '../rich/results';
import { RICH_NOT_FOUND } from '../assumptions';

/** GET /res/v1/web/rich?callback_key=… (docs/api-reference.md §8.6): the rich data a web search hinted at. */
export function handleRich(context: ApiContext): HandlerResult {
  const read = new FieldReader(context.params);
  if (!context.params.has('callback_key')) read.missing('callback_key');
  const key = read.string('callback_key', 1, 4096);
  if (key === undefined) return { reply: validationReply(read.issues, context.nowMs) };
  const intent = decodeCallbackKey(key);
  if (!intent) {
    const { status, code, detail } = RICH_NOT_FOUND;
    return { reply: errorReply(status, code, detail, undefined, context.nowMs) };
  }
  const { units, ...rest } = intent;
  return { reply: jsonReply(200, { type: 'rich', results: [richResult(rest, units, context.nowMs)] }) };
}
