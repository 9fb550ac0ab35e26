import { browser } from 'wxt/browser';

type AccessLevelArea = { setAccessLevel?: (options: { accessLevel: string }) => Promise<void> };

/**
 * Keeps content scripts out of `storage.local`, where the key lives (docs/security-plan.md B1). Chrome only: Firefox has
 * no such call, so there the content script Scout injects could read `storage.local` (key included). What keeps the
 * key safe on Firefox is only that Scout's content script never reads storage and the page cannot run code in its
 * isolated world (docs/security.md).
 */
export async function restrictStorageToTrustedContexts(): Promise<boolean> {
  const local = browser.storage.local as unknown as AccessLevelArea;
  if (typeof local.setAccessLevel !== 'function') return false;
  try {
    await local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
    return true;
  } catch {
    // Nothing more can be done from here; the key still never travels in any message.
    return false;
  }
}
