import type { IncomingMessage } from 'node:http';
import type { EmulatorState } from '../state';
import type { Plan } from '../plans';
import { DEFAULT_CUT_AFTER, isDeliveryFault, type FaultSpec } from '../faults/types';
import type { DeliveryOptions } from '../http/write';
import type { EmulatorSettings } from '../settings';
import type { BodyReply } from '../http/reply';
import { pickRunFault } from '../faults/queue';
import { htmlPageReply, malformedJsonReply, statusFaultReply } from '../faults/replies';
import { rateLimitedReply } from './gate';
import { apiErrorReply } from './api-error';
import { currentTime } from '../settings';
import { HTML_FAULTS_HAVE_RATE_HEADERS } from '../assumptions';

/** The queued fault for this endpoint, else maybe a run fault (seeded draw). */
export function takeFault(state: EmulatorState, endpoint: string): FaultSpec | undefined {
  return state.faults.take(endpoint) ?? pickRunFault(state.settings.runFaults, endpoint, state.random);
}

/** How a trickle, cut or stall fault changes the writing of the normal answer (the others replace it). */
export function deliveryOf(fault: FaultSpec | undefined, settings: EmulatorSettings): DeliveryOptions {
  if (!fault || !isDeliveryFault(fault)) return {};
  if (fault.fault === 'trickle')
    return { trickle: { chunkBytes: settings.trickleChunkBytes, intervalMs: settings.trickleIntervalMs } };
  return { stop: { afterEvents: fault.after ?? DEFAULT_CUT_AFTER, then: fault.fault === 'stall' ? 'hang' : 'close' } };
}

/**
 * Carries out a fault that replaces the normal answer. Returns the reply to send, or undefined when there is no
 * HTTP answer at all (reset: socket destroyed; hang: held until the client or the emulator closes).
 */
export async function applyFault(
  fault: FaultSpec,
  req: IncomingMessage,
  state: EmulatorState,
  apiKey: string | undefined,
  plan: Plan | undefined,
  signal: AbortSignal,
): Promise<{ reply: BodyReply; rateHeaders: boolean } | undefined> {
  const nowMs = currentTime(state.settings);
  switch (fault.fault) {
    case 'reset':
      req.socket.destroy();
      return undefined;
    case 'hang':
      await new Promise<void>((resolve) => {
        if (signal.aborted) resolve();
        else signal.addEventListener('abort', () => resolve(), { once: true });
      });
      return undefined;
    case 'status': {
      const html = fault.body === 'html';
      return {
        reply: statusFaultReply(fault.status ?? 503, html ? 'html' : 'json', nowMs),
        rateHeaders: !html || HTML_FAULTS_HAVE_RATE_HEADERS,
      };
    }
    case 'malformed-json':
      return { reply: malformedJsonReply(), rateHeaders: true };
    case 'html':
      return { reply: htmlPageReply(), rateHeaders: HTML_FAULTS_HAVE_RATE_HEADERS };
    case 'error': {
      // As in the real cases: an invalid key's 422 carries no rate headers, a 429 its own (a full window).
      const status = fault.status ?? 429;
      return {
        reply: apiErrorReply(status, state, apiKey, plan, nowMs),
        rateHeaders: status !== 422 && status !== 429,
      };
    }
    case 'rate-limit':
      if (plan && apiKey !== undefined)
        return { reply: rateLimitedReply(state, apiKey, plan, nowMs, true), rateHeaders: false };
      return { reply: statusFaultReply(429, 'json', nowMs), rateHeaders: false };
    default:
      return undefined;
  }
}
