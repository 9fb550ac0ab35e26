/** How UIs open a stream (places, summary) from the background. Type-only imports keep zod out of UI bundles. */
import { browser } from 'wxt/browser';
import type { PortEvent, PortName, PortStart } from './protocol';

export interface StreamHandlers<N extends PortName> {
  onEvent(event: PortEvent<N>): void;
  /** The stream ended: after its last event, or because the background went away (e.g. an MV3 restart). */
  onClose?(): void;
}

/** Opens the stream and returns a function that closes it (and so aborts the work behind it). */
export function openStream<N extends PortName>(name: N, start: PortStart<N>, handlers: StreamHandlers<N>): () => void {
  const port = browser.runtime.connect({ name });
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    handlers.onClose?.();
  };
  port.onMessage.addListener((event) => {
    if (!closed) handlers.onEvent(event as PortEvent<N>);
  });
  port.onDisconnect.addListener(close);
  port.postMessage(start);
  return () => {
    if (closed) return;
    closed = true;
    port.disconnect();
  };
}
