/**
 * What the user's plan includes, learned from real answers: `locations` in a search means local search is in the
 * plan; a summarizer key means the summarizer is; `OPTION_NOT_IN_PLAN` means it is not. Unknown until seen.
 */
import { defineItem } from '@/utils/worker/storage/area';
import { LOCAL } from '@/utils/worker/storage/items';
import type { Capabilities } from '@/utils/contract/reply-schemas';

const capabilitiesItem = defineItem<Capabilities | null>(LOCAL.capabilities, null);

export async function readCapabilities(): Promise<Capabilities | undefined> {
  return (await capabilitiesItem.getValue()) ?? undefined;
}

/**
 * Records what an answer proved; a later `false` only ever comes from an explicit `OPTION_NOT_IN_PLAN`. Every search
 * notes what it showed, and mostly that is known already: then nothing is written (a storage round trip saved).
 */
export async function noteCapabilities(seen: Partial<Capabilities>): Promise<Capabilities> {
  const known = await readCapabilities();
  const next: Capabilities = { web: true, ...known, ...defined(seen) };
  if (!known || !sameCapabilities(known, next)) await capabilitiesItem.setValue(next);
  return next;
}

/** `next` holds every field of `known`, so equal field counts and values mean nothing changed. */
const sameCapabilities = (known: Capabilities, next: Capabilities) =>
  Object.keys(next).length === Object.keys(known).length &&
  (Object.keys(next) as (keyof Capabilities)[]).every((field) => next[field] === known[field]);

export const forgetCapabilities = () => capabilitiesItem.removeValue();

function defined(seen: Partial<Capabilities>): Partial<Capabilities> {
  return Object.fromEntries(Object.entries(seen).filter(([, v]) => v !== undefined));
}
