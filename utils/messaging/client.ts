/** How UIs talk to the background. Type-only imports keep zod out of UI bundles. */
import { browser } from 'wxt/browser';
import type { Envelope, MessageType, RequestOf, ResponseOf } from './protocol';

const noReply: Envelope<never> = {
  ok: false,
  error: { kind: 'noBackground', message: 'Scout’s background is not answering. Reload the extension.' },
};

export async function send<T extends MessageType>(type: T, data: RequestOf<T>): Promise<Envelope<ResponseOf<T>>> {
  try {
    const reply = (await browser.runtime.sendMessage({ type, data })) as Envelope<ResponseOf<T>> | undefined;
    return reply && typeof reply === 'object' && 'ok' in reply ? reply : noReply;
  } catch {
    return noReply;
  }
}
