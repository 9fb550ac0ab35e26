/** Starts the API emulator in-process on a free port and points Scout's settings and key at it. */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createEmulator, type RunningEmulator, type EmulatorOptions } from 'brave-search-emulator';
import { updateSettings } from '@/utils/worker/settings/service';
import { saveKey } from '@/utils/worker/services/key';
import { hostPattern } from '@/utils/ui-safe/host-pattern';

export async function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return createEmulator({ summaryDelayMs: 30, streamItemDelayMs: 1, ...options });
}

/** A fresh fake browser whose Scout is set up with `key` against the emulator. */
export async function useEmulator(emulator: RunningEmulator, key: string): Promise<void> {
  fakeBrowser.reset();
  // As if the user had granted the emulator's origin (the demo build grants 127.0.0.1 up front).
  fakeBrowser.permissions.contains = async ({ origins = [] }) => origins.every((o) => o === hostPattern(emulator.url));
  await updateSettings({ apiBaseUrl: emulator.baseUrl });
  await saveKey(key, async () => {});
  emulator.reset();
}

export const billed = (emulator: RunningEmulator, key: string) => emulator.stats().keys[key]?.billed ?? 0;
