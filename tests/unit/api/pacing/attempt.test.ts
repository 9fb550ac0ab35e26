// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { clampTimeout, runAttempt, type AttemptSpec } from '@/utils/worker/api/pacing/attempt';
import { globalTimers } from '@/utils/worker/api/timers';

const spec = (overrides: Partial<AttemptSpec<unknown>>): AttemptSpec<unknown> => ({
  send: async () => new Response('{}'),
  read: async () => 'value',
  timeoutMs: 1_000,
  timers: globalTimers,
  now: () => 0,
  onHeaders: () => undefined,
  ...overrides,
});

describe('runAttempt', () => {
  it('passes rate-limit headers on before reading the body', async () => {
    const onHeaders = vi.fn();
    const send = async () => new Response('{}', { headers: { 'X-RateLimit-Limit': '5, 100' } });
    expect(await runAttempt(spec({ send, onHeaders }))).toBe('value');
    expect(onHeaders).toHaveBeenCalledWith(
      expect.objectContaining({ perSecond: expect.objectContaining({ limit: 5 }) }),
    );
  });

  it('a TypeError from fetch is offline; one while reading is malformed', async () => {
    await expect(
      runAttempt(spec({ send: () => Promise.reject(new TypeError('Failed to fetch')) })),
    ).rejects.toMatchObject({ kind: 'offline' });
    const read = async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'x')");
    };
    await expect(runAttempt(spec({ read }))).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('clamps timeouts to 1 ms – 29 s', () => {
    expect(clampTimeout(0)).toBe(1);
    expect(clampTimeout(15_000)).toBe(15_000);
    expect(clampTimeout(60_000)).toBe(29_000);
  });
});
