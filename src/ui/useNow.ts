import { useEffect, useState } from 'react';

/**
 * The current instant for a clock or a countdown, refreshed every `periodMs` on the period's boundary
 * (a clock's seconds change together with the system's), only while `active`.
 */
export function useNow(active = true, periodMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(tick, periodMs - (Date.now() % periodMs) + 5);
    };
    const tick = () => {
      setNow(Date.now());
      next();
    };
    next();
    return () => clearTimeout(timer);
  }, [active, periodMs]);
  return now;
}
