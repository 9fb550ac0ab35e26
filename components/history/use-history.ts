/**
 * The search history as a page shows it (options, results page): loaded on open, changed only through the
 * background's `history.*` messages (utils/worker/services/history.ts), each answered with the whole new history.
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useEffect, useState } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import type { Envelope } from '@/utils/contract/protocol';
import type { HistoryEntry, HistoryView } from '@/utils/contract/reply-schemas';

export interface HistoryControls {
  /** Undefined while it loads, or when it could not be loaded. */
  view?: HistoryView;
  /** The history could not be read (the background is not answering): the page says so in its own words. */
  loadFailed: boolean;
  /** Why the last change failed. */
  error?: PlainError;
  busy: boolean;
  /** Reads it again (the results page, for the searches run since it opened). */
  reload: () => Promise<void>;
  setOn: (on: boolean) => Promise<void>;
  remove: (entry: HistoryEntry) => Promise<void>;
  clear: () => Promise<void>;
}

export function useHistory(): HistoryControls {
  const [view, setView] = useState<HistoryView>();
  const [error, setError] = useState<PlainError>();
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const apply = async (request: () => Promise<Envelope<HistoryView>>) => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await request();
      if (reply.ok) setView(reply.data);
      else setError(reply.error);
    } finally {
      setBusy(false);
    }
  };
  const load = () => send('history.get', {}).then((reply) => (reply.ok ? setView(reply.data) : setLoadFailed(true)));
  useEffect(() => void load(), []);
  return {
    view,
    loadFailed,
    error,
    busy,
    reload: load,
    setOn: (on) => apply(() => send('history.setEnabled', { on })),
    remove: (entry) => apply(() => send('history.delete', entry)),
    clear: () => apply(() => send('history.clear', {})),
  };
}
