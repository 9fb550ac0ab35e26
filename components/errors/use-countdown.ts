import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * Whole seconds left of `ms`, ticking once a second; calls `onZero` once when the count reaches 0. Counting
 * whole seconds (not reading the clock) keeps the shown number and the moment of the call in step.
 */
export function useCountdown(ms: number, onZero: () => void): number {
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil(ms / 1000)));
  const callback = useRef(onZero);
  callback.current = onZero;
  useEffect(() => {
    if (left <= 0) {
      callback.current();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
