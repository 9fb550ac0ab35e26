import type { ApiContext, HandlerResult } from '../api/context';
import { sleep } from '../http/sleep';
import { STREAM_CONTENT_TYPE, STREAM_DONE_MARKER } from '../assumptions';
import { buildFor, resolveSummary, summaryMessages, waitUntilReady } from './summarizer-common';

function event(data: string): string {
  return `data: ${data}\n\n`;
}

/**
 * GET /res/v1/summarizer/summary_streaming, in A7's assumed wire format: headers at once, then (after generation)
 * one SummaryMessage per SSE event, spaced by streamItemDelayMs, then `data: [DONE]`.
 */
export function handleSummaryStreaming(context: ApiContext): HandlerResult {
  const request = resolveSummary(context);
  if (!request.ok) return { reply: request.reply };
  const { entry, params } = request;
  const delayMs = () => context.state.settings.streamItemDelayMs;
  async function* chunks(): AsyncGenerator<string> {
    await waitUntilReady(entry, context.signal);
    if (entry.failed) {
      yield event(JSON.stringify({ type: 'summarizer', status: 'failed' }));
    } else {
      const messages = summaryMessages(buildFor(context, entry), params);
      for (const [index, message] of messages.entries()) {
        if (index > 0) await sleep(delayMs(), context.signal);
        yield event(JSON.stringify(message));
      }
    }
    yield event(STREAM_DONE_MARKER);
  }
  return { reply: { kind: 'stream', status: 200, contentType: STREAM_CONTENT_TYPE, headers: {}, chunks } };
}
