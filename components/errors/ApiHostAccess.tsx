/**
 * The host-permission button for the API origin the settings name (the default one, a proxy or the emulator), for
 * Scout's own pages. The origin is read before the click, so the click itself can ask the browser at once.
 */
import { useEffect, useState } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import { t } from '@/utils/ui-safe/i18n';
import { HostAccessButton } from './HostAccessButton';
import { openOptions } from '../common/open-options';

type Origin = { phase: 'loading' } | { phase: 'known'; origin: string } | { phase: 'unknown' };

export function ApiHostAccess({ onGranted }: { onGranted?: () => void }) {
  const [state, setState] = useState<Origin>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    void send('settings.get', {}).then((reply) => {
      if (live) setState(reply.ok ? originOf(reply.data.apiBaseUrl) : { phase: 'unknown' });
    });
    return () => {
      live = false;
    };
  }, []);
  if (state.phase === 'loading') return null;
  if (state.phase === 'unknown') {
    return (
      <div class="scout-error-actions">
        <button type="button" onClick={openOptions}>
          {t('openOptions')}
        </button>
      </div>
    );
  }
  return <HostAccessButton origin={state.origin} onGranted={onGranted} />;
}

function originOf(baseUrl: string): Origin {
  try {
    return { phase: 'known', origin: new URL(baseUrl).origin };
  } catch {
    return { phase: 'unknown' };
  }
}
