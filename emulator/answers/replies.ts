import type { EmulatorSettings } from '../settings';
import type { BodyReply, StreamReply } from '../http/reply';
import { jsonReply } from '../http/reply';
import { sleep } from '../http/sleep';
import type { RenderedAnswer } from './render';
import { completionObject, type CompletionMeta } from './completion';
import { openAiUsage, usageValues, type AnswerUsage } from './usage';
import { answerEvents } from './stream';
import { STREAM_CONTENT_TYPE, STREAM_DONE_MARKER, USAGE_HEADERS_ON_BLOCKING } from '../assumptions';

/** `stream:false`: the chat.completion object, plain Markdown, with the usage as X-Request-* headers (A32). */
export function blockingAnswerReply(rendered: RenderedAnswer, meta: CompletionMeta, usage: AnswerUsage): BodyReply {
  const body = completionObject(meta, rendered.visible, rendered.truncated ? 'length' : 'stop', openAiUsage(usage));
  const headers = USAGE_HEADERS_ON_BLOCKING
    ? Object.fromEntries(Object.entries(usageValues(usage)).map(([name, value]) => [name, String(value)]))
    : {};
  return jsonReply(200, body, headers);
}

/**
 * `stream:true`: SSE, headers at once; after answerDelayMs the chunks, streamItemDelayMs apart (both read live, so
 * a test can change them mid-run), then `data: [DONE]`. A client that goes away ends the generator (sleep rejects).
 */
export function streamingAnswerReply(
  rendered: RenderedAnswer,
  meta: CompletionMeta,
  usage: AnswerUsage,
  settings: EmulatorSettings,
  signal: AbortSignal,
): StreamReply {
  const events = answerEvents(rendered, meta, usage, settings.answerChunking);
  async function* chunks(): AsyncGenerator<string> {
    await sleep(settings.answerDelayMs, signal);
    for (const [index, event] of events.entries()) {
      if (index > 0) await sleep(settings.streamItemDelayMs, signal);
      yield `data: ${event}\n\n`;
    }
    await sleep(settings.streamItemDelayMs, signal);
    yield `data: ${STREAM_DONE_MARKER}\n\n`;
  }
  return { kind: 'stream', status: 200, contentType: STREAM_CONTENT_TYPE, headers: {}, chunks };
}
