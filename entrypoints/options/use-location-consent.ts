/**
 * Whether the browser lets Scout send the saved location now: false only in Firefox, while its data consent for
 * location is not granted (never asked for, as after the update from 0.1.0, or taken back in about:addons; the
 * background then sends no location either: utils/worker/services/api-access.ts). Checked again when the page regains
 * focus, as after a visit to about:addons.
 */
import { useEffect, useState } from 'preact/hooks';
import { mayCollect } from '@/utils/ui-safe/data-consent';
import type { LocationSetting } from '@/utils/ui-safe/settings/location';
import { LOCATION_DATA } from '@/utils/ui-safe/data-flows';

export function useLocationConsent(location: LocationSetting | undefined): boolean {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    if (!location || location.mode === 'off') return setAllowed(true);
    let live = true;
    const check = () => void mayCollect(LOCATION_DATA).then((granted) => live && setAllowed(granted));
    check();
    window.addEventListener('focus', check);
    return () => {
      live = false;
      window.removeEventListener('focus', check);
    };
  }, [location]);
  return allowed;
}
