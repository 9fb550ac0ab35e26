import type { ApiContext } from '../api/context';
import { errorReply, validationReply } from '../http/errors';
import type { BodyReply } from '../http/reply';
import { sleep } from '../http/sleep';
import { readSummarizerParams, type SummarizerParams } from '../validation/summarizer-params';
import type { SummaryEntry } from '../summarizer/store';
import { buildSummary, type BuiltSummary } from '../summarizer/build';
import { SUMMARY_NOT_FOUND } from '../assumptions';

export type SummaryRequest =
  { ok: true; params: SummarizerParams; entry: SummaryEntry } | { ok: false; reply: BodyReply };

/** Parameters checked and the key resolved; an unknown or expired key is A3's 404. */
export function resolveSummary(context: ApiContext): SummaryRequest {
  const parsed = readSummarizerParams(context.params);
  if (!parsed.ok) return { ok: false, reply: validationReply(parsed.issues, context.nowMs) };
  const { settings, summaries } = context.state;
  const lookup = summaries.lookup(parsed.params.key, context.nowMs, settings.summaryTtlMs);
  if (!lookup.found) {
    return {
      ok: false,
      reply: errorReply(
        SUMMARY_NOT_FOUND.status,
        SUMMARY_NOT_FOUND.code,
        SUMMARY_NOT_FOUND.detail,
        undefined,
        context.nowMs,
      ),
    };
  }
  return { ok: true, params: parsed.params, entry: lookup.entry };
}

/** Blocks until generation (counted from the web search, in real time) is done. */
export function waitUntilReady(entry: SummaryEntry, signal: AbortSignal): Promise<void> {
  return sleep(entry.readyAtReal - performance.now(), signal);
}

/** The summary messages, without inline references unless asked for. */
export function summaryMessages(built: BuiltSummary, params: SummarizerParams): Array<Record<string, unknown>> {
  return params.inlineReferences
    ? built.messages
    : built.messages.filter((message) => message.type !== 'inline_reference');
}

export function buildFor(context: ApiContext, entry: SummaryEntry): BuiltSummary {
  return buildSummary(entry, context.origin);
}
