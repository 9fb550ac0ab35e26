/**
 * Runs the panel's search through the background (`page.search`: clamped text only, the user's settings decide the
 * rest) and keeps only the newest answer. A run is started by the panel's job or by a trusted user action; `run`
 * changes each time, so searching the same text again (after an error) really asks again.
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useEffect, useState } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import type { PageSearchView } from '@/utils/contract/reply-schemas';

type PageSearchState =
  { phase: 'searching' } | { phase: 'done'; view: PageSearchView } | { phase: 'failed'; error: PlainError };

type SendPageSearch = (q: string) => ReturnType<typeof send<'page.search'>>;

const sendPageSearch: SendPageSearch = (q) => send('page.search', { q });

/** `known`: an answer the panel already has (the popup's search), shown without searching. */
export function usePageSearch(
  query: string,
  run: number,
  known?: PageSearchView,
  search: SendPageSearch = sendPageSearch,
): PageSearchState {
  const [state, setState] = useState<PageSearchState>(known ? { phase: 'done', view: known } : { phase: 'searching' });
  useEffect(() => {
    if (known && run === 0) return;
    let current = true;
    setState({ phase: 'searching' });
    void search(query).then((reply) => {
      if (current) setState(reply.ok ? { phase: 'done', view: reply.data } : { phase: 'failed', error: reply.error });
    });
    return () => {
      current = false;
    };
  }, [query, run]);
  return state;
}
