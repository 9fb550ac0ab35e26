// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createInflight } from '@/utils/worker/api/pacing/dedupe';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('in-flight de-duplication', () => {
  it('D11: two callers of the same request share one call; only the first is not "shared"', async () => {
    const inflight = createInflight();
    const gate = deferred<string>();
    const task = vi.fn(() => gate.promise);
    const a = inflight.run('k', task);
    const b = inflight.run('k', task);
    gate.resolve('result');
    expect(await a).toEqual({ value: 'result', shared: false });
    expect(await b).toEqual({ value: 'result', shared: true });
    expect(task).toHaveBeenCalledTimes(1);
    expect(inflight.size()).toBe(0);
  });

  it('different keys do not share', async () => {
    const inflight = createInflight();
    const task = vi.fn(async () => 1);
    await Promise.all([inflight.run('a', task), inflight.run('b', task)]);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('an error reaches every caller and is not remembered', async () => {
    const inflight = createInflight();
    const gate = deferred<string>();
    const a = inflight.run('k', () => gate.promise);
    const b = inflight.run('k', () => gate.promise);
    gate.reject(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    const task = vi.fn(async () => 'fresh');
    expect(await inflight.run('k', task)).toEqual({ value: 'fresh', shared: false });
  });

  it('one caller aborting does not abort the shared call while another waits', async () => {
    const inflight = createInflight();
    const gate = deferred<string>();
    let sharedSignal: AbortSignal | undefined;
    const task = (signal: AbortSignal) => {
      sharedSignal = signal;
      return gate.promise;
    };
    const leaving = new AbortController();
    const a = inflight.run('k', task, leaving.signal);
    const b = inflight.run('k', task);
    leaving.abort();
    await expect(a).rejects.toMatchObject({ kind: 'aborted' });
    expect(sharedSignal?.aborted).toBe(false);
    gate.resolve('ok');
    expect(await b).toEqual({ value: 'ok', shared: true });
  });

  it('the shared call is aborted when every caller has left, and a new caller starts afresh', async () => {
    const inflight = createInflight();
    const signals: AbortSignal[] = [];
    const task = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    });
    const first = new AbortController();
    const second = new AbortController();
    const a = inflight.run('k', task, first.signal);
    const b = inflight.run('k', task, second.signal);
    first.abort();
    second.abort();
    await expect(a).rejects.toMatchObject({ kind: 'aborted' });
    await expect(b).rejects.toMatchObject({ kind: 'aborted' });
    expect(signals[0]?.aborted).toBe(true);
    expect(inflight.size()).toBe(0);
    void inflight.run('k', task);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('an already-aborted caller starts nothing', async () => {
    const inflight = createInflight();
    const task = vi.fn(async () => 1);
    await expect(inflight.run('k', task, AbortSignal.abort())).rejects.toMatchObject({ kind: 'aborted' });
    expect(task).not.toHaveBeenCalled();
  });
});
