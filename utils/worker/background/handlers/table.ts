/**
 * The handler table: every message of the protocol with its handler. The light ones (light.ts) answer at once; the
 * heavy ones (heavy.ts) are created with the API client on the first message that needs them (heavy-load.ts;
 * entrypoints/background.ts passes the loader). One mechanism, in this folder.
 */
import { protocol } from '@/utils/contract/protocol';
import type { Handlers } from './heavy';

type AnyHandler = (request: never, sender: never) => unknown;

export function handlerTable(light: Partial<Handlers>, load: () => Promise<{ handlers: Partial<Handlers> }>): Handlers {
  const entries = Object.keys(protocol).map((type) => {
    const name = type as keyof Handlers;
    const later: AnyHandler = async (request, sender) => ((await load()).handlers[name] as AnyHandler)(request, sender);
    return [type, light[name] ?? later];
  });
  return Object.fromEntries(entries) as Handlers;
}
