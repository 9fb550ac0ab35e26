import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applySettingsPatch, defaultSettings, type EmulatorSettings } from './settings';
import { EmulatorState } from './state';
import { createEmulatorServer } from './server';
import type { Stats } from './stats';
import type { LoggedRequest } from './api/request-log';
import { parseQueuedFault } from './faults/types';

export type { EmulatorSettings } from './settings';
export type { Stats, KeyStats, EndpointStats, BillingCounters } from './stats';
export type { Plan } from './plans';
export type { FaultSpec, QueuedFault, RunFault, FaultKind } from './faults/types';
export type { LoggedRequest } from './api/request-log';
export { DEMO_PLANS } from './plans';
export { defaultSettings } from './settings';

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  /** url + '/res/v1': what a client uses as its API base URL. */
  baseUrl: string;
  port: number;
  /** The HTTP server itself, for a caller that times responses on the wire (scripts/bench/wire.ts). */
  server: Server;
  /** The live settings: change fields directly, or use updateSettings for a validated JSON-style patch. */
  settings: EmulatorSettings;
  updateSettings(patch: Record<string, unknown>): void;
  /** Queues a per-request fault, like POST /__emulator/faults. */
  queueFault(fault: Record<string, unknown>): void;
  stats(): Stats;
  /** The last API requests (the `requestLogSize` setting), oldest first, keys masked: GET /__emulator/requests. */
  requests(): LoggedRequest[];
  /** Stats, rate windows, summaries, queued faults and the request log; settings stay. */
  reset(): void;
  /** Stops listening and destroys every open socket, hung ones included. */
  close(): Promise<void>;
}

/** Any setting (see EmulatorSettings) plus where to listen: `port` 0 (the default) picks a free one. */
export type EmulatorOptions = Partial<EmulatorSettings> & { port?: number; host?: string };

/**
 * Starts an emulator and resolves once it listens. The library entry of the package: tests of any client start one,
 * point their client at `baseUrl`, read `stats()` (requests, errors and billing per key and endpoint), `reset()`
 * between tests and `close()` at the end.
 */
export async function createEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const { port = 0, host = '127.0.0.1', ...overrides } = options;
  const settings: EmulatorSettings = { ...defaultSettings(), ...overrides };
  const state = new EmulatorState(settings);
  const handle = createEmulatorServer(state);
  await new Promise<void>((resolve, reject) => {
    handle.server.once('error', reject);
    handle.server.listen(port, host, () => {
      handle.server.off('error', reject);
      resolve();
    });
  });
  const address = handle.server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${address.port}`;
  state.origin = url;
  state.listen = { requested: host, bound: address };
  return {
    url,
    baseUrl: `${url}/res/v1`,
    port: address.port,
    server: handle.server,
    settings,
    updateSettings: (patch) => applySettingsPatch(settings, patch),
    queueFault: (fault) => state.faults.add(parseQueuedFault(fault)),
    stats: () => state.stats.snapshot(),
    requests: () => state.requests.list(),
    reset: () => state.reset(),
    close: () => handle.close(),
  };
}
