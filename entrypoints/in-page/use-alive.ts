import { useEffect, useState } from 'preact/hooks';
import { extensionAlive } from './extension-alive';

/** How often an open panel checks that Scout was not updated under it; cheap (one property read). */
const CHECK_MS = 2_000;

/** False from the moment this script's extension context is gone (Scout updated or reloaded). */
export function useAlive(): boolean {
  const [alive, setAlive] = useState(extensionAlive);
  useEffect(() => {
    if (!alive) return;
    const timer = setInterval(() => {
      if (!extensionAlive()) setAlive(false);
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [alive]);
  return alive;
}
