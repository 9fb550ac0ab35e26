/**
 * "Open in the side panel" when the panel is open already: the popup tells it to show the session's last search
 * (the popup's). The message carries nothing: the panel asks the background (`search.last`) itself, so a message
 * from any other page of Scout's origin can at most make it show again what the background says.
 */
const CHANNEL = 'scout.handover';

export function announceHandover(): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('last');
  channel.close();
}

/** Calls `listener` on every hand-over; returns the function that stops listening. */
export function onHandover(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
