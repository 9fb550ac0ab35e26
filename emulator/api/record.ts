import type { IncomingMessage } from 'node:http';
import type { EmulatorState } from '../state';
import type { Plan } from '../plans';
import { currentTime } from '../settings';
import { loggedBody, loggedHeaders, maskKey } from './request-log';

/** What one API request adds to the stats and the request log, once its outcome is known. */
export interface RequestRecorder {
  /** The request body, for the log (POST). */
  body(text: string | undefined): void;
  /** `fault`: the kind of fault that shaped the answer, if any. */
  record(status: number, outcome: { fault?: string; billed?: boolean }): void;
}

export function requestRecorder(
  state: EmulatorState,
  req: IncomingMessage,
  url: URL,
  names: { endpoint: string; stats: string; key: string },
  rawKey: string | undefined,
  plan: Plan | undefined,
): RequestRecorder {
  const started = performance.now();
  const query: Record<string, string[]> = {};
  for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name);
  let body: ReturnType<typeof loggedBody> = {};
  return {
    body: (text) => {
      body = loggedBody(text);
    },
    record: (status, { fault, billed = false }) => {
      state.stats.record(names.key, names.stats, { status, fault: fault !== undefined, billed });
      state.requests.add(
        {
          time: new Date(currentTime(state.settings)).toISOString(),
          method: req.method ?? 'GET',
          endpoint: names.endpoint,
          query,
          ...body,
          key: maskKey(rawKey, plan !== undefined),
          ...(plan ? { plan: plan.name } : {}),
          headers: loggedHeaders(req.headers),
          status,
          ...(fault === undefined ? {} : { fault }),
          billed,
          durationMs: Math.round(performance.now() - started),
        },
        state.settings.requestLogSize,
      );
    },
  };
}
