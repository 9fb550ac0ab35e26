import { send } from '@/utils/ui-safe/messaging/client';

/**
 * The options page, where the key, the API address and the search defaults live. Asked of the background, because a
 * content script (the in-page panel) cannot open it itself; the popup takes the same path.
 */
export function openOptions(): void {
  void send('options.open', {});
}
