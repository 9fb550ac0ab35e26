import type { EmulatorSettings } from '../settings';
import type { StreamReply } from '../http/reply';
import { sleep } from '../http/sleep';
import { chunkObject, type CompletionMeta } from './completion';
import type { ResearchStep } from './research';
import { STREAM_CONTENT_TYPE, STREAM_DONE_MARKER } from '../assumptions';

/**
 * A research as SSE (A28): each step's content in its own chunk, `researchStepMs` apart (read live, so a test can
 * slow a run it wants to stop), then the stop chunk and `[DONE]`. A client that leaves ends the generator (sleep
 * rejects), so no step after that is written.
 */
export function researchReply(
  steps: ResearchStep[],
  meta: CompletionMeta,
  settings: EmulatorSettings,
  signal: AbortSignal,
): StreamReply {
  async function* chunks(): AsyncGenerator<string> {
    await sleep(settings.answerDelayMs, signal);
    for (const [index, step] of steps.entries()) {
      if (index > 0) await sleep(settings.researchStepMs, signal);
      yield `data: ${JSON.stringify(chunkObject(meta, step.content))}\n\n`;
    }
    yield `data: ${JSON.stringify(chunkObject(meta, '', 'stop'))}\n\n`;
    yield `data: ${STREAM_DONE_MARKER}\n\n`;
  }
  return { kind: 'stream', status: 200, contentType: STREAM_CONTENT_TYPE, headers: {}, chunks };
}
