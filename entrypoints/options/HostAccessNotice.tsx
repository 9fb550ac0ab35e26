/**
 * When the API origin's host permission is missing (Firefox's opt-in, or revoked in the browser's settings), the
 * options page says so at the top and offers the button that grants it: the popup's "Open options" lands here.
 * Checks again when the page regains focus, after the user changed site access in the browser's settings.
 */
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { HostAccessButton } from '@/components/errors/HostAccessButton';
import { hasHostAccess } from '@/components/errors/host-access';

export function HostAccessNotice({ origin }: { origin: string }) {
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let live = true;
    const check = () => void hasHostAccess(origin).then((granted) => live && setMissing(!granted));
    check();
    // Coming back from the browser's extension settings (where access is granted or revoked) focuses the page again.
    window.addEventListener('focus', check);
    return () => {
      live = false;
      window.removeEventListener('focus', check);
    };
  }, [origin]);
  if (!missing) return null;
  return (
    <section class="options-section options-host-access">
      <ErrorNotice onOptionsPage error={{ kind: 'noPermission' }} />
      <HostAccessButton origin={origin} onGranted={() => setMissing(false)} />
    </section>
  );
}
