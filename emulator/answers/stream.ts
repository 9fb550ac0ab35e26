import type { RenderedAnswer } from './render';
import type { CompletionMeta } from './completion';
import { chunkObject } from './completion';
import { openAiUsage, usageValues, type AnswerUsage } from './usage';
import { splitTag, tag } from './tags';

/**
 * The `data:` payloads of a streamed answer, in order (docs/answers-api.md §3.1): content chunks (tags whole, or cut in
 * two or three with `split`), the `<usage>` chunk, the final chunk with finish_reason and OpenAI usage. The caller
 * frames them and appends `[DONE]`.
 */
export function answerEvents(
  rendered: RenderedAnswer,
  meta: CompletionMeta,
  usage: AnswerUsage,
  chunking: 'whole' | 'split',
): string[] {
  const contents: string[] = [];
  const add = (content: string, isTag: boolean) => {
    if (isTag && chunking === 'split') contents.push(...splitTag(content));
    else contents.push(content);
  };
  for (const piece of rendered.pieces) add(piece.content, piece.tag);
  add(tag('usage', usageValues(usage)), true);
  const events = contents.map((content) => JSON.stringify(chunkObject(meta, content)));
  events.push(JSON.stringify(chunkObject(meta, '', rendered.truncated ? 'length' : 'stop', openAiUsage(usage))));
  return events;
}
