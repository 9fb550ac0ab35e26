/**
 * One clock for Scout and the emulator, moved to a chosen instant, so "Open now" and today's hours do not depend on
 * when the tests run. The emulator's clock moves by its `clockOffsetMs` setting; Scout computes `openNow` in its
 * service worker with `new Date()` (utils/worker/view/map-place.ts), so the worker's `Date` is shifted by the same offset
 * (a test-only patch through `worker.evaluate`, gone when the worker restarts: keep the test short).
 */
import type { Worker } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';

export async function setWorldClock(serviceWorker: Worker, emulator: RunningEmulator, atMs: number): Promise<void> {
  const offset = atMs - Date.now();
  emulator.updateSettings({ clockOffsetMs: offset });
  await serviceWorker.evaluate((offset) => {
    const scope = globalThis as { Date: DateConstructor; scoutRealDate?: DateConstructor };
    const Real = scope.scoutRealDate ?? scope.Date;
    scope.scoutRealDate = Real;
    scope.Date = new Proxy(Real, {
      construct: (target, args: unknown[]) =>
        args.length === 0 ? new target(target.now() + offset) : (Reflect.construct(target, args) as object),
      get: (target, property) => (property === 'now' ? () => target.now() + offset : Reflect.get(target, property)),
    });
  }, offset);
}

/** Puts both clocks back (the emulator is shared by a file's tests; each test has its own worker). */
export function resetWorldClock(emulator: RunningEmulator): void {
  emulator.updateSettings({ clockOffsetMs: 0 });
}
