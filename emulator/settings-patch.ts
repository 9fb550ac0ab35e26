import type { EmulatorSettings } from './settings';
import type { Plan } from './plans';
import { parseRunFault } from './faults/types';
import { cityByName } from './world/cities';

const NUMBER_FIELDS = [
  'clockOffsetMs',
  'summaryDelayMs',
  'summaryTtlMs',
  'locationIdTtlMs',
  'streamItemDelayMs',
  'latencyMs',
  'jitterMs',
  'trickleChunkBytes',
  'trickleIntervalMs',
  'seed',
  'answerDelayMs',
  'researchStepMs',
  'maxLocations',
  'requestLogSize',
] as const;

const ANSWER_CHUNKING = ['whole', 'split'] as const;

/** Plan features a settings patch may set; absent ones default to web search only. */
const PLAN_FEATURES = [
  'web',
  'local',
  'summarizer',
  'extraSnippets',
  'answers',
  'llmContext',
  'rich',
  'placeSearch',
  'suggest',
  'spellcheck',
] as const;

function checkPlan(key: string, input: unknown): Plan {
  const plan = input as Partial<Plan> | null;
  const ok =
    typeof plan === 'object' &&
    plan !== null &&
    typeof plan.name === 'string' &&
    typeof plan.ratePerSecond === 'number' &&
    plan.ratePerSecond >= 1 &&
    typeof plan.monthlyQuota === 'number' &&
    plan.monthlyQuota >= 0 &&
    typeof plan.local === 'boolean' &&
    typeof plan.summarizer === 'boolean' &&
    PLAN_FEATURES.every((feature) => plan[feature] === undefined || typeof plan[feature] === 'boolean');
  if (!ok)
    throw new Error(
      `plan for ${key} needs name, ratePerSecond >= 1, monthlyQuota >= 0, local, summarizer (optional booleans: ${PLAN_FEATURES.filter((feature) => feature !== 'local' && feature !== 'summarizer').join(', ')})`,
    );
  return {
    monthWindowSeconds: 2_592_000,
    web: true,
    extraSnippets: true,
    answers: false,
    llmContext: false,
    rich: false,
    placeSearch: false,
    suggest: false,
    spellcheck: false,
    ...plan,
  } as Plan;
}

/** `near`: `none`, or one of the world's cities by key, name or alias (any case), stored as its key. */
function nearSetting(value: unknown): EmulatorSettings['near'] {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'none') return 'none';
  const city = typeof value === 'string' ? cityByName(value) : undefined;
  if (!city) throw new Error('near must be none, lisbon, berlin, tokyo or sf');
  return city.key;
}

/**
 * Merges an untrusted JSON patch (control endpoint, CLI) into the settings. Validates everything first, so a
 * bad patch changes nothing; throws with a readable reason. `plans` merges per key.
 */
export function applySettingsPatch(settings: EmulatorSettings, patch: unknown): void {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
    throw new Error('settings must be an object');
  const input = patch as Record<string, unknown>;
  const next: Partial<EmulatorSettings> = {};
  for (const [field, value] of Object.entries(input)) {
    if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${field} must be a number`);
      if (field !== 'clockOffsetMs' && value < 0) throw new Error(`${field} must be >= 0`);
      (next as Record<string, unknown>)[field] = value;
    } else if (field === 'retryAfter') {
      if (typeof value !== 'boolean') throw new Error('retryAfter must be a boolean');
      next.retryAfter = value;
    } else if (field === 'answerChunking') {
      if (!(ANSWER_CHUNKING as readonly unknown[]).includes(value))
        throw new Error('answerChunking must be "whole" or "split"');
      next.answerChunking = value as EmulatorSettings['answerChunking'];
    } else if (field === 'near') {
      next.near = nearSetting(value);
    } else if (field === 'runFaults') {
      if (!Array.isArray(value)) throw new Error('runFaults must be an array');
      next.runFaults = value.map(parseRunFault);
    } else if (field === 'plans') {
      if (typeof value !== 'object' || value === null) throw new Error('plans must be an object');
      const plans = { ...settings.plans };
      for (const [key, plan] of Object.entries(value)) {
        if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new Error(`bad key name ${key}`);
        plans[key] = checkPlan(key, plan);
      }
      next.plans = plans;
    } else if (field !== 'currentTimeMs') {
      throw new Error(`unknown setting ${field}`);
    }
  }
  Object.assign(settings, next);
}
