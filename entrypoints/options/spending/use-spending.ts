/** The Spending section's data: the summary with details, asked of the worker, and its three changes. */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { SpendingSummary, SpendingUpdate } from '@/utils/contract/spending-schema';
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { send } from '@/utils/ui-safe/messaging/client';

export function useSpending() {
  const [summary, setSummary] = useState<SpendingSummary>();
  const [error, setError] = useState<PlainError>();
  const take = (reply: Awaited<ReturnType<typeof send<'spending.summary'>>>) => {
    if (reply.ok) {
      setSummary(reply.data);
      setError(undefined);
    } else setError(reply.error);
    return reply.ok;
  };
  useEffect(() => {
    const load = () =>
      void send('spending.summary', { details: true })
        .then(take)
        .catch(() => undefined);
    load();
    // A search on another surface changes the ledger: the worker's write is the sign to ask again (the figures still
    // come from the worker, through the message).
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && 'spending' in changes) load();
    };
    browser.storage?.onChanged?.addListener(onChanged);
    return () => browser.storage?.onChanged?.removeListener(onChanged);
  }, []);
  return {
    summary,
    error,
    update: async (update: SpendingUpdate) => take(await send('spending.update', update)),
    clear: async () => take(await send('spending.clear', {})),
  };
}
