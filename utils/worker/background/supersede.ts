/**
 * One search in flight per UI: a new search from the same page aborts the one before it (docs/security-plan.md D10), so a
 * queued request is never sent and a late answer never overwrites a newer one.
 */
export function createSupersede() {
  const running = new Map<string, AbortController>();
  return async function run<T>(owner: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    running.get(owner)?.abort();
    const controller = new AbortController();
    running.set(owner, controller);
    try {
      return await task(controller.signal);
    } finally {
      if (running.get(owner) === controller) running.delete(owner);
    }
  };
}

/**
/**
 * Which UI a message came from: the page (popup, side panel, options, a results tab, a tab's panel frame) and its tab.
 * Without the URL's query and fragment: the results tab writes each search into its URL, and each job gets a panel
 * frame with a token of its own in its fragment (utils/ui-safe/messaging/panel-link.ts); the next search from either must
 * still supersede the one before.
 */
export const ownerOf = (sender: { url?: string; tab?: { id?: number } }) =>
  `${sender.tab?.id ?? 'none'}|${(sender.url ?? '').split(/[?#]/, 1)[0]}`;
