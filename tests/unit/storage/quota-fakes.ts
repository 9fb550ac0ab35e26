/** A `storage.session` that is full: every `set` throws the way Chrome does when its quota is spent. */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

export function quotaError(): Error {
  return new Error('Session storage quota bytes exceeded. Values were not stored.');
}

/** Makes `storage.session.set` throw a quota error (for keys matching `only`, when given). */
export function fillSessionStorage(only?: (key: string) => boolean) {
  const area = fakeBrowser.storage.session;
  const realSet = area.set.bind(area);
  return vi.spyOn(area, 'set').mockImplementation(async (items: Record<string, unknown>) => {
    if (!only || Object.keys(items).some(only)) throw quotaError();
    return realSet(items);
  });
}
