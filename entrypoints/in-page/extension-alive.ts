import { browser } from 'wxt/browser';

/**
 * False once this content script is orphaned: after Scout is updated or reloaded, the old script keeps running in the
 * page but its extension context is gone (`runtime.id` is undefined, and any call throws "Extension context
 * invalidated"). The panel then asks for a reload instead of failing (docs/security-plan.md E3).
 */
export function extensionAlive(): boolean {
  try {
    return typeof browser.runtime?.id === 'string';
  } catch {
    return false;
  }
}
