/** This month's spending summary (prices included), asked of the worker once per mount; undefined until it answers. */
import { useEffect, useState } from 'preact/hooks';
import type { SpendingSummary } from '@/utils/contract/spending-schema';
import { send } from '@/utils/ui-safe/messaging/client';

export function useSpendingSummary(refresh?: unknown): SpendingSummary | undefined {
  const [summary, setSummary] = useState<SpendingSummary>();
  useEffect(() => {
    let current = true;
    // Never rejects in an extension (client.ts); a line that cannot be shown is simply not shown.
    send('spending.summary', {})
      .then((reply) => {
        if (current && reply.ok) setSummary(reply.data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [refresh]);
  return summary;
}
