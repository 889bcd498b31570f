import { useEffect, useState } from 'react';

/**
 * The time now (ms), renewed every `everyMs` while `running`; frozen otherwise. The first
 * tick after a start comes `everyMs` later: what depends on it starts from zero anyway.
 */
export function useNow(running: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
