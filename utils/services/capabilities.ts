/**
 * What the user's plan includes, learned from real answers: `locations` in a search means local search is in the
 * plan; a summarizer key means the summarizer is; `OPTION_NOT_IN_PLAN` means it is not. Unknown until seen.
 */
import { defineItem } from '@/utils/storage/area';
import type { Capabilities } from '@/utils/view/replies';

const capabilitiesItem = defineItem<Capabilities | null>('local:capabilities', null);

export async function readCapabilities(): Promise<Capabilities | undefined> {
  return (await capabilitiesItem.getValue()) ?? undefined;
}

/** Records what an answer proved; a later `false` only ever comes from an explicit `OPTION_NOT_IN_PLAN`. */
export async function noteCapabilities(seen: Partial<Capabilities>): Promise<Capabilities> {
  const next: Capabilities = { web: true, ...(await readCapabilities()), ...defined(seen) };
  await capabilitiesItem.setValue(next);
  return next;
}

export const forgetCapabilities = () => capabilitiesItem.removeValue();

function defined(seen: Partial<Capabilities>): Partial<Capabilities> {
  return Object.fromEntries(Object.entries(seen).filter(([, v]) => v !== undefined));
}
