import type { IncomingMessage } from 'node:http';
import type { EmulatorState } from '../state';
import type { Plan } from '../plans';
import type { FaultSpec } from '../faults/types';
import type { BodyReply } from '../http/reply';
import { pickRunFault } from '../faults/queue';
import { htmlPageReply, malformedJsonReply, statusFaultReply } from '../faults/replies';
import { rateLimitedReply } from './gate';
import { currentTime } from '../settings';
import { HTML_FAULTS_HAVE_RATE_HEADERS } from '../assumptions';

/** The queued fault for this endpoint, else maybe a run fault (seeded draw). */
export function takeFault(state: EmulatorState, endpoint: string): FaultSpec | undefined {
  return state.faults.take(endpoint) ?? pickRunFault(state.settings.runFaults, endpoint, state.random);
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
      return { reply: statusFaultReply(fault.status ?? 503, html ? 'html' : 'json', nowMs), rateHeaders: !html || HTML_FAULTS_HAVE_RATE_HEADERS };
    }
    case 'malformed-json':
      return { reply: malformedJsonReply(), rateHeaders: true };
    case 'html':
      return { reply: htmlPageReply(), rateHeaders: HTML_FAULTS_HAVE_RATE_HEADERS };
    case 'rate-limit':
      if (plan && apiKey !== undefined) return { reply: rateLimitedReply(state, apiKey, plan, nowMs, true), rateHeaders: false };
      return { reply: statusFaultReply(429, 'json', nowMs), rateHeaders: false };
    default:
      return undefined;
  }
}
