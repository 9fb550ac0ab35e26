/** The worker's one spending ledger and meter (meter.ts), over `storage.local`; recreated with the worker. */
import { readHistory } from '@/utils/worker/services/history';
import { createSpending } from './meter';
import { createSpendingStore } from './store';

export const spending = createSpending({
  store: createSpendingStore(),
  now: () => Date.now(),
  keepQuery: async () => (await readHistory()).on,
});
