/**
 * Fakes for the Answers streams' tests (an answer, a research): SSE bodies as the service frames them, and a client
 * with an Answers key.
 */
import type { ApiClientOptions } from '@/utils/worker/api/endpoints/client';
import type { Meter, MeterOutcome, MeterRequest } from '@/utils/worker/api/endpoints/meter';
import type { SchedulerOptions } from '@/utils/worker/api/pacing/scheduler';
import { makeClient } from './endpoints/client-helpers';
import type { Responder } from './helpers';

export const ANSWERS_KEY = 'ak-test-ANSWERS456';

/** One `chat.completion.chunk` event carrying `content`. */
export function sseEvent(content: string, finish: string | null = null): string {
  const chunk = {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_760_000_000,
    model: 'brave',
    system_fingerprint: '',
    choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: finish }],
    usage: null,
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** The tail the service sends (docs/answers-api.md §3.1): usage tag, an empty stop chunk, [DONE]. */
export function sseTail(usage = '{"X-Request-Queries":1,"X-Request-Total-Cost":0.0043}'): string {
  return `${sseEvent(`<usage>${usage}</usage>`)}${sseEvent('', 'stop')}data: [DONE]\n\n`;
}

export interface BodyControl {
  cancelled: boolean;
}

/**
 * A streamed body that sends `parts` (text, split as given), then closes, or stays open when `hold` is set; with
 * `everyMs` it trickles forever instead: nothing at first, then `parts` again every `everyMs` until cancelled.
 * `control.cancelled` records whether the reader cancelled it.
 */
export function sseResponse(
  parts: readonly string[],
  options: { hold?: boolean; control?: BodyControl; contentType?: string; everyMs?: number } = {},
): Response {
  const encoder = new TextEncoder();
  const send = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    for (const part of parts) controller.enqueue(encoder.encode(part));
  };
  const { everyMs } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (everyMs !== undefined) return;
      send(controller);
      if (!options.hold) controller.close();
    },
    ...(everyMs !== undefined && {
      pull: (controller: ReadableStreamDefaultController<Uint8Array>) =>
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            send(controller);
            resolve();
          }, everyMs);
        }),
    }),
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      if (options.control) options.control.cancelled = true;
    },
  });
  return new Response(body, { headers: { 'content-type': options.contentType ?? 'text/event-stream' } });
}

export function answersClient(
  responders: Responder[],
  options: Partial<ApiClientOptions> & { schedulerOptions?: SchedulerOptions } = {},
) {
  return makeClient(responders, { getAnswersKey: () => ANSWERS_KEY, ...options });
}

/** A meter that admits everything, recording what it admitted and how each ticket was settled. */
export function recordingMeter() {
  const requests: MeterRequest[] = [];
  const outcomes: MeterOutcome[] = [];
  const meter: Meter = {
    admit: async (request) => {
      requests.push(request);
      return { settle: (outcome) => outcomes.push(outcome) };
    },
    served: () => undefined,
  };
  return { meter, requests, outcomes };
}

export async function collectUpdates<T>(updates: AsyncIterable<T>): Promise<T[]> {
  const seen: T[] = [];
  for await (const update of updates) seen.push(update);
  return seen;
}
