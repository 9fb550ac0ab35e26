/**
 * What the billed buttons cost before the click (`spending.prices`: prices only, so the in-page panel's frame may ask
 * too), asked of the worker once per mount; undefined until it answers, and then the buttons keep their plain label.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SpendingPrices } from '@/utils/contract/spending-schema';
import { send } from '@/utils/ui-safe/messaging/client';

type Reply = Awaited<ReturnType<typeof send<'spending.prices'>>>;

let asking: Promise<Reply> | undefined;

/**
 * One message for every mount while it is out: an answer draws several priced buttons in one render (the verticals'
 * tabs, "Get AI answer", the follow-ups'), and each asked on its own. A mount after it answered asks again (the plan
 * may have changed since).
 */
const askPrices = (): Promise<Reply> =>
  (asking ??= send('spending.prices', {}).finally(() => {
    asking = undefined;
  }));

export function usePrices(): SpendingPrices | undefined {
  const [prices, setPrices] = useState<SpendingPrices>();
  useEffect(() => {
    let current = true;
    // Never rejects in an extension (client.ts); a price that cannot be shown is simply not shown.
    askPrices()
      .then((reply) => {
        if (current && reply.ok) setPrices(reply.data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return prices;
}
