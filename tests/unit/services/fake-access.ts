/** A scripted ApiClient behind an ApiAccess, for service tests that are about flow, not HTTP. */
import { vi } from 'vitest';
import type { ApiClient } from '@/utils/worker/api/endpoints/client';
import { ApiError } from '@/utils/worker/api/errors';
import type { ApiAccess } from '@/utils/worker/services/api-access';
import { DEFAULT_SETTINGS } from '../settings/defaults';

export type Script = Partial<{ [K in keyof ApiClient]: ApiClient[K] }>;

export function fakeAccess(script: Script, now = () => 1_000) {
  const unexpected = (name: string) => vi.fn(() => Promise.reject(new Error(`unexpected call: ${name}`)));
  const client = {
    webSearch: vi.fn(script.webSearch ?? unexpected('webSearch')),
    localPois: vi.fn(script.localPois ?? unexpected('localPois')),
    localDescriptions: vi.fn(script.localDescriptions ?? unexpected('localDescriptions')),
    summarizer: vi.fn(script.summarizer ?? unexpected('summarizer')),
    summaryStream: vi.fn(script.summaryStream ?? (() => failingStream(new ApiError('server')))),
    answerStream: vi.fn(script.answerStream ?? (() => failingStream(new ApiError('server')))),
    rateLimit: vi.fn(script.rateLimit ?? (async () => undefined)),
    forgetLimits: vi.fn(script.forgetLimits ?? (async () => {})),
  };
  const access: ApiAccess = {
    now,
    open: async () => ({ client: client as unknown as ApiClient, settings: DEFAULT_SETTINGS }),
    forget: vi.fn(async () => {}),
  };
  return { access, client };
}

export async function* failingStream(error: unknown): AsyncGenerator<never> {
  yield* [];
  throw error;
}

export async function* streamOf<T>(items: T[], thenThrow?: unknown): AsyncGenerator<T> {
  for (const item of items) yield item;
  if (thenThrow) throw thenThrow;
}

export const complete = (text: string) => ({
  data: {
    type: 'summarizer',
    status: 'complete',
    title: 'T',
    summary: [{ type: 'token', data: text }],
    followups: ['more?'],
  },
  fromCache: false,
  billed: false,
});
