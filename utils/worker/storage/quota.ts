/**
 * `storage.session` is capped (about 10 MB in Chrome). What Scout keeps there only saves work (a cached answer, a
 * remembered search, a summary's progress), so a full area means "not kept", never a failed request.
 */

/** Chrome says "QUOTA_BYTES quota exceeded" (an Error), the web platform names it `QuotaExceededError`. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'QuotaExceededError' || (typeof message === 'string' && /quota/i.test(message));
}

/** Runs a write; a full storage area makes it a no-op (false). Any other failure still throws: it is a bug. */
export async function keepIfRoom(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isQuotaError(error)) return false;
    throw error;
  }
}
