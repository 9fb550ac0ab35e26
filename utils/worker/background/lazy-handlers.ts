/**
 * Every message of the protocol with its handler: the light ones (light-handlers.ts) answered at once, the rest by the
 * services, created on the first message that needs them (entrypoints/background.ts passes the loader).
 */
import { protocol } from '@/utils/worker/messaging/protocol';
import type { Handlers } from './handlers';

type AnyHandler = (request: never, sender: never) => unknown;

export function lazyHandlers(light: Partial<Handlers>, load: () => Promise<{ handlers: Partial<Handlers> }>): Handlers {
  const entries = Object.keys(protocol).map((type) => {
    const name = type as keyof Handlers;
    const later: AnyHandler = async (request, sender) => ((await load()).handlers[name] as AnyHandler)(request, sender);
    return [type, light[name] ?? later];
  });
  return Object.fromEntries(entries) as Handlers;
}
