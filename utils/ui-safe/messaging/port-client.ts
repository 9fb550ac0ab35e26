/** How UIs open a stream (places, summary) from the background. Type-only imports keep zod out of UI bundles. */
import { browser } from 'wxt/browser';
import type { PortEvent, PortName, PortStart } from '../../contract/protocol';
import { knownError } from '@/utils/ui-safe/view/plain-error';

export interface StreamHandlers<N extends PortName> {
  onEvent(event: PortEvent<N>): void;
  /** The stream ended: after its last event, or because the background went away (e.g. an MV3 restart). */
  onClose?(): void;
}

/** Opens the stream and returns a function that closes it (and so aborts the work behind it). */
export function openStream<N extends PortName>(name: N, start: PortStart<N>, handlers: StreamHandlers<N>): () => void {
  let port: ReturnType<typeof browser.runtime.connect>;
  try {
    port = browser.runtime.connect({ name });
  } catch {
    // An orphaned content script (Scout was updated under the page) cannot connect: "Extension context invalidated".
    // Report a closed stream instead of throwing into the page's console.
    queueMicrotask(() => handlers.onClose?.());
    return () => {};
  }
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    handlers.onClose?.();
  };
  port.onMessage.addListener((event) => {
    if (!closed) handlers.onEvent(withKnownError(event) as PortEvent<N>);
  });
  port.onDisconnect.addListener(close);
  port.postMessage(start);
  return () => {
    if (closed) return;
    closed = true;
    try {
      port.disconnect();
    } catch {
      // Scout was updated under this page: the port is already gone, and the page's console must not hear of it.
    }
  };
}

/** An error event's kind from a background of another version becomes `unknown` (see knownError). */
function withKnownError(event: unknown): unknown {
  const isError = typeof event === 'object' && event !== null && (event as { type?: unknown }).type === 'error';
  return isError ? { ...event, error: knownError((event as { error?: unknown }).error) } : event;
}
