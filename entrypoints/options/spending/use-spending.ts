/** The Spending section's data: the summary with details, asked of the worker, and its three changes. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { SpendingSummary, SpendingUpdate } from '@/utils/contract/spending-schema';
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { send } from '@/utils/ui-safe/messaging/client';

type Reply = Awaited<ReturnType<typeof send<'spending.summary'>>>;
type Entry = NonNullable<SpendingSummary['recent']>[number];

/** The summary the section draws: this month, 30 days and the last RECENT_SHOWN requests. */
const askShown = () => send('spending.summary', { details: 'shown' });

export function useSpending() {
  const [summary, setSummary] = useState<SpendingSummary>();
  const [error, setError] = useState<PlainError>();
  const mounted = useRef(true);
  const take = (reply: Reply) => {
    if (reply.ok) {
      setSummary(reply.data);
      setError(undefined);
    } else setError(reply.error);
    return reply.ok;
  };
  const load = (reply: Promise<Reply>) =>
    void reply.then((answer) => mounted.current && take(answer)).catch(() => undefined);
  // Asked while the section first renders and taken as soon as it comes, not in an effect: Preact runs effects in a
  // task after the page's first paint, together with every other section's, and the figures would wait behind them
  // (options page, 30 loads each, mounted → painted median 32.5/29.6 → 26.0/19.8 ms; docs/decisions/spending.md).
  useState(() => load(askShown()));
  useEffect(() => {
    // A search on another surface changes the ledger: the worker's write is the sign to ask again (the figures still
    // come from the worker, through the message).
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && 'spending' in changes) load(askShown());
    };
    browser.storage?.onChanged?.addListener(onChanged);
    return () => {
      mounted.current = false;
      browser.storage?.onChanged?.removeListener(onChanged);
    };
  }, []);
  return {
    summary,
    error,
    update: async (update: SpendingUpdate) => take(await send('spending.update', update)),
    clear: async () => take(await send('spending.clear', {})),
    /** Every request the ledger keeps (the CSV), or undefined when the worker could not say (its error is shown). */
    everyRequest: async (): Promise<readonly Entry[] | undefined> => {
      const reply = await send('spending.summary', { details: 'all' });
      if (!reply.ok) setError(reply.error);
      return reply.ok ? (reply.data.recent ?? []) : undefined;
    },
  };
}
