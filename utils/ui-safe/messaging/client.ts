/** How UIs talk to the background. Type-only imports keep zod out of UI bundles. */
import { browser } from 'wxt/browser';
import type { Envelope, MessageType, RequestOf, ResponseOf } from '../../contract/protocol';
import { knownError } from '@/utils/ui-safe/view/plain-error';
import { noWorkerReceived, restoreWorker } from './worker-registration';

/**
 * No reply mostly means the MV3 worker was stopped while it worked (it is stopped when idle, and restarts on the
 * next message): trying again is what helps. A search it had already paid for is answered from the response cache.
 */
const noReply: Envelope<never> = {
  ok: false,
  error: { kind: 'noBackground', message: 'Scout’s background stopped before it answered. Try again.' },
};

export async function send<T extends MessageType>(type: T, data: RequestOf<T>): Promise<Envelope<ResponseOf<T>>> {
  // Beside the first message, not before it: a lost worker is registered again while the browser retries its start.
  const restored = restoreWorker();
  try {
    const reply = (await browser.runtime
      .sendMessage({ type, data })
      // No worker took it, so none did its work: sent once more if there was no worker and now is (registered when
      // this page first looked, or now: the registration it saw may have gone with a failed install since).
      .catch(async (error: unknown) => {
        if (noWorkerReceived(error) && ((await restored) || (await restoreWorker(true))))
          return browser.runtime.sendMessage({ type, data });
        throw error;
      })) as Envelope<ResponseOf<T>> | undefined;
    if (!reply || typeof reply !== 'object' || !('ok' in reply)) return noReply;
    // A background of another version may name a kind this UI does not know: it gets the generic sentence.
    return reply.ok ? reply : { ok: false, error: knownError(reply.error) };
  } catch {
    return noReply;
  }
}
