/** What the whole page shares: the account view (key status, plan, limits) and the settings, loaded on open. */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import type { Settings } from '@/utils/contract/settings-schema';
import type { AccountView } from '@/utils/contract/reply-schemas';

export interface OptionsData {
  account?: AccountView;
  settings?: Settings;
  /** Why the page could not load (the background is not answering, usually). */
  loadError?: PlainError;
  setAccount: (account: AccountView) => void;
  setSettings: (settings: Settings) => void;
  /** Reads the account view again, e.g. after the key changed (the background forgot the old plan). */
  reloadAccount: () => Promise<void>;
  reload: () => void;
  /** Counts the page's loads: parts that load on their own start again with it. */
  attempt: number;
}

export function useOptionsData(): OptionsData {
  const [account, showAccount] = useState<AccountView>();
  const [settings, setSettings] = useState<Settings>();
  const [loadError, setLoadError] = useState<PlainError>();
  const [attempt, setAttempt] = useState(0);
  // Bumped by every account update, so a slow read never overwrites a newer view (a save or a verification).
  const version = useRef(0);

  const setAccount = useCallback((next: AccountView) => {
    version.current += 1;
    showAccount(next);
  }, []);

  const readAccount = useCallback(async () => {
    const asked = version.current;
    const reply = await send('account', {});
    if (reply.ok && asked === version.current) setAccount(reply.data);
    return reply;
  }, [setAccount]);

  useEffect(() => {
    let live = true;
    void Promise.all([readAccount(), send('settings.get', {})]).then(([accountReply, settingsReply]) => {
      if (!live) return;
      if (settingsReply.ok) setSettings(settingsReply.data);
      setLoadError(!accountReply.ok ? accountReply.error : !settingsReply.ok ? settingsReply.error : undefined);
    });
    return () => {
      live = false;
    };
  }, [attempt, readAccount]);

  const reloadAccount = useCallback(async () => {
    await readAccount();
  }, [readAccount]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { account, settings, loadError, setAccount, setSettings, reloadAccount, reload, attempt };
}
