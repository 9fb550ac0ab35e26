// @vitest-environment node
/**
 * What drive() (client-helpers.ts) relies on: under useFakeTime, the work of a client call settles in microtasks or on
 * fake timers, never on a real task that fake time could overtake on a loaded machine. If a Node or undici upgrade
 * moved a body read onto a real task, this fails here, not now and then in the deadline tests.
 */
import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '@/utils/worker/api/timers';
import { drive, testHash, useFakeTime } from './endpoints/client-helpers';

/** Whether the promise settles before the next real macrotask (setImmediate is not faked by useFakeTime). */
async function settlesInMicrotasks(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise<void>((resolve) => setImmediate(resolve));
  return settled;
}

describe('fake time in the API tests', () => {
  it('reads a response body, whole or streamed, in microtasks', async () => {
    const whole = new Response(new TextEncoder().encode('data: {"type":"token","data":"a"}\n\n'.repeat(500)));
    expect(await settlesInMicrotasks(whole.text())).toBe(true);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 50; i += 1) controller.enqueue(new TextEncoder().encode(`{"n":${i}}\n`));
        controller.close();
      },
    });
    expect(await settlesInMicrotasks(new Response(chunks).text())).toBe(true);
    expect(await settlesInMicrotasks(new Response('{"a":1}').json())).toBe(true);
  });

  // WebCrypto's digest finishes on a thread pool: before or after the next real task, as the machine's load decides.
  it('hashes with testHash in microtasks', async () => {
    expect(await settlesInMicrotasks(testHash('key'))).toBe(true);
  });

  it('useFakeTime refuses a real digest and lets the parsers yield on a fake timer', async () => {
    useFakeTime();
    expect(() => crypto.subtle.digest('SHA-256', new Uint8Array(4))).toThrow(/testHash/);
    const yielded = yieldToEventLoop();
    expect(await settlesInMicrotasks(yielded)).toBe(false);
    await drive(yielded, 1, 1);
    expect(await settlesInMicrotasks(yielded)).toBe(true);
  });
});
