import { useEffect, useState } from 'react';

/** The current instant, refreshed every second (aligned to the second boundary). */
export function useNow(periodMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, periodMs - (Date.now() % periodMs) + 5);
    };
    timer = setTimeout(tick, periodMs - (Date.now() % periodMs) + 5);
    return () => clearTimeout(timer);
  }, [periodMs]);
  return now;
}
