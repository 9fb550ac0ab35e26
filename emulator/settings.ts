import { copyDemoPlans, type Plan } from './plans';
import type { RunFault } from './faults/types';
import { DEFAULT_LOCATION_ID_TTL_MS, DEFAULT_NEAR_CITY, DEFAULT_SUMMARY_TTL_MS, MAX_LOCATIONS } from './assumptions';
import type { City } from './world/cities';

/** A city of the world (its key), or `none`: no default client location. */
export type NearSetting = City['key'] | 'none';

/** Everything a run can tune. Mutable: tests and POST /__emulator/settings change it while serving. */
export interface EmulatorSettings {
  /** The clock for expiry, freshness, page ages and rate windows. Tests inject their own. */
  now: () => number;
  /** Added to `now()`; lets the control endpoint move time for an out-of-process emulator. */
  clockOffsetMs: number;
  /** Time from a web search until its summary is ready (real time; summarizer calls block until then). */
  summaryDelayMs: number;
  /** How long a summary key answers after its web search (injected clock). */
  summaryTtlMs: number;
  /** How long a location id stays valid after the search that issued it (injected clock). */
  locationIdTtlMs: number;
  /** Gap between two streamed events (summary messages, answer chunks). */
  streamItemDelayMs: number;
  /** Answers: time from the request until the first answer chunk (streams: headers go out at once) or the
   * blocking answer. Real time, like summaryDelayMs. */
  answerDelayMs: number;
  /** Answers: `whole` sends every inline tag as one SSE event (as the real service is reported to);
   * `split` cuts each tag across two or three events, so clients can test their buffering. */
  answerChunking: 'whole' | 'split';
  /** Research (A28): the gap between two of its events, so a test can watch its progress or stop it part-way. */
  researchStepMs: number;
  /** Added latency on every request, plus a seeded jitter in [0, jitterMs). */
  latencyMs: number;
  jitterMs: number;
  /** Send `Retry-After` on per-second 429s (the real service documents none). */
  retryAfter: boolean;
  /** The trickle fault writes this many bytes every trickleIntervalMs. */
  trickleChunkBytes: number;
  trickleIntervalMs: number;
  /** Seed of the generator behind jitter and run-fault rates. */
  seed: number;
  /** Faults applied to a share of all requests for the whole run. */
  runFaults: RunFault[];
  /** API key → plan. Defaults to the demo keys; more may be added. */
  plans: Record<string, Plan>;
  /** Where a client that sends no usable X-Loc-* headers is, standing in for the real service's IP location (A36). */
  near: NearSetting;
  /** At most this many `locations` per web search (A20's cap by default); lower it to get an answer with exactly N
   * places from a broad query ("restaurants berlin" has 47), as `npm run bench` does. */
  maxLocations: number;
  /** How many API requests GET /__emulator/requests keeps (the last ones); 0 keeps none. */
  requestLogSize: number;
}

export function defaultSettings(): EmulatorSettings {
  return {
    now: () => Date.now(),
    clockOffsetMs: 0,
    summaryDelayMs: 1200,
    summaryTtlMs: DEFAULT_SUMMARY_TTL_MS,
    locationIdTtlMs: DEFAULT_LOCATION_ID_TTL_MS,
    streamItemDelayMs: 40,
    answerDelayMs: 600,
    answerChunking: 'whole',
    researchStepMs: 60,
    latencyMs: 0,
    jitterMs: 0,
    retryAfter: false,
    trickleChunkBytes: 16,
    trickleIntervalMs: 15,
    seed: 1,
    runFaults: [],
    plans: copyDemoPlans(),
    near: DEFAULT_NEAR_CITY,
    maxLocations: MAX_LOCATIONS,
    requestLogSize: 200,
  };
}

export function currentTime(settings: EmulatorSettings): number {
  return settings.now() + settings.clockOffsetMs;
}

/** The settings as JSON (without the clock function). */
export function settingsView(settings: EmulatorSettings): Record<string, unknown> {
  const { now: _now, ...rest } = settings;
  return { ...rest, currentTimeMs: currentTime(settings) };
}

export { applySettingsPatch } from './settings-patch';
