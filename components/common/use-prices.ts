/**
 * What the billed buttons cost before the click (`spending.prices`: prices only, so the in-page panel's frame may ask
 * too), asked of the worker once per mount; undefined until it answers, and then the buttons keep their plain label.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SpendingPrices } from '@/utils/contract/spending-schema';
import { send } from '@/utils/ui-safe/messaging/client';

export function usePrices(): SpendingPrices | undefined {
  const [prices, setPrices] = useState<SpendingPrices>();
  useEffect(() => {
    let current = true;
    // Never rejects in an extension (client.ts); a price that cannot be shown is simply not shown.
    send('spending.prices', {})
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
