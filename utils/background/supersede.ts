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

/** Which UI a message came from: the page (popup, options, a tab's top frame) and its tab. */
export const ownerOf = (sender: { url?: string; tab?: { id?: number } }) =>
  `${sender.tab?.id ?? 'none'}|${sender.url ?? ''}`;
