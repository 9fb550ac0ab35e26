/** The Spending section's data: the summary with details, asked of the worker, and its three changes. */
import { useEffect, useState } from 'preact/hooks';
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
    send('spending.summary', { details: true })
      .then(take)
      .catch(() => undefined);
  }, []);
  return {
    summary,
    error,
    update: async (update: SpendingUpdate) => take(await send('spending.update', update)),
    clear: async () => take(await send('spending.clear', {})),
  };
}
