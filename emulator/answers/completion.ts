import { stableUuid } from '../ids';
import type { AnswerModel } from '../validation/answer-body';

/** What every chunk of one answer shares. */
export interface CompletionMeta {
  id: string;
  created: number;
  model: AnswerModel;
}

export type FinishReason = 'stop' | 'length';

let counter = 0;

/** `chatcmpl-…` ids: unique per answer, reproducible across runs (no randomness). */
export function completionMeta(model: AnswerModel, nowMs: number): CompletionMeta {
  counter += 1;
  return {
    id: `chatcmpl-${stableUuid('completion', counter).replace(/-/g, '').slice(0, 24)}`,
    created: Math.floor(nowMs / 1000),
    model,
  };
}

/** One `chat.completion.chunk` (docs/answers-api.md §3.1), keys in the order MCP's fixtures show. */
export function chunkObject(
  meta: CompletionMeta,
  content: string,
  finish: FinishReason | null = null,
  usage: unknown = null,
) {
  return {
    model: meta.model,
    system_fingerprint: '',
    object: 'chat.completion.chunk',
    id: meta.id,
    created: meta.created,
    choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: finish }],
    usage,
  };
}

/** The blocking `chat.completion` object (docs/answers-api.md §2). */
export function completionObject(meta: CompletionMeta, content: string, finish: FinishReason, usage: unknown) {
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    system_fingerprint: '',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
    usage,
  };
}
