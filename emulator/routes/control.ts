import type { IncomingMessage } from 'node:http';
import type { EmulatorState } from '../state';
import { jsonReply, type BodyReply } from '../http/reply';
import { applySettingsPatch, settingsView } from '../settings';
import { parseQueuedFault } from '../faults/types';
import { readBody } from '../api/body';
import { imageReply } from './images';
import { ENDPOINTS } from '../api/endpoints';
import { controlRefusal } from './control-guard';

export const CONTROL_PREFIX = '/__emulator/';

function problem(status: number, message: string): BodyReply {
  return jsonReply(status, { error: message });
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text === undefined) throw new Error('body too large');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('body is not JSON');
  }
}

async function faultsPost(req: IncomingMessage, state: EmulatorState): Promise<BodyReply> {
  const body = await jsonBody(req);
  const faults = (Array.isArray(body) ? body : [body]).map(parseQueuedFault);
  for (const fault of faults) state.faults.add(fault);
  return jsonReply(200, { queued: state.faults.list() });
}

/** The request log, oldest first; `?limit=n` gives the last n. */
function requestsView(state: EmulatorState, limit: string | null) {
  const all = state.requests.list();
  const n = limit === null ? all.length : Number(limit);
  if (!Number.isInteger(n) || n < 0) throw new Error('limit must be an integer >= 0');
  return {
    capacity: state.settings.requestLogSize,
    total: state.requests.total(),
    requests: n === 0 ? [] : all.slice(-n),
  };
}

/**
 * The /__emulator/ control surface: JSON, no key, no CORS (see README), for this machine's tools only
 * (control-guard.ts). The generated images are the exception: pages embed them, and they read and change nothing.
 */
export async function handleControl(req: IncomingMessage, url: URL, state: EmulatorState): Promise<BodyReply> {
  const path = url.pathname.slice(CONTROL_PREFIX.length);
  const method = req.method ?? 'GET';
  if (path.startsWith('img/') && method === 'GET') return imageReply(path.slice(4)) ?? problem(404, 'no such image');
  const refusal = controlRefusal(req, state.listen);
  if (refusal) return refusal;
  try {
    switch (`${method} ${path}`) {
      case 'GET ':
      case 'GET health':
        return jsonReply(200, {
          ok: true,
          baseUrl: `${state.origin}/res/v1`,
          endpoints: Object.keys(ENDPOINTS),
          keys: Object.keys(state.settings.plans),
        });
      case 'GET stats':
        return jsonReply(200, state.stats.snapshot());
      case 'POST reset':
        state.reset();
        return jsonReply(200, { ok: true });
      case 'GET settings':
        return jsonReply(200, settingsView(state.settings));
      case 'POST settings':
        applySettingsPatch(state.settings, await jsonBody(req));
        return jsonReply(200, settingsView(state.settings));
      case 'GET faults':
        return jsonReply(200, { queued: state.faults.list() });
      case 'POST faults':
        return await faultsPost(req, state);
      case 'DELETE faults':
        state.faults.clear();
        return jsonReply(200, { queued: [] });
      case 'GET requests':
        return jsonReply(200, requestsView(state, url.searchParams.get('limit')));
      case 'DELETE requests':
        state.requests.clear();
        return jsonReply(200, requestsView(state, null));
      default:
        return problem(404, `no control endpoint ${method} /__emulator/${path}`);
    }
  } catch (error) {
    return problem(400, error instanceof Error ? error.message : String(error));
  }
}
