/**
 * "Allow Scout to reach api.search.brave.com": re-grants the API origin's host permission from a click, then runs
 * what failed for the lack of it. Says so when the browser (or the user) refuses.
 */
import { useState } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { requestHostAccess } from './host-access';

export interface HostAccessButtonProps {
  /** The origin of the configured API base URL. */
  origin: string;
  onGranted?: () => void;
}

export function HostAccessButton({ origin, onGranted }: HostAccessButtonProps) {
  const [refused, setRefused] = useState(false);
  const host = new URL(origin).host;
  const grant = () => {
    // Called before any await: the browser accepts the request only inside the user's gesture.
    void requestHostAccess(origin).then((granted) => {
      setRefused(!granted);
      if (granted) onGranted?.();
    });
  };
  return (
    <div class="scout-host-access">
      <button type="button" onClick={grant}>
        {t('grantHostAccess', host)}
      </button>
      {refused && (
        <p role="status" class="scout-error-hint">
          {t('grantHostRefused', host)}
        </p>
      )}
    </div>
  );
}
