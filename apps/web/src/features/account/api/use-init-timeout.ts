import { useEffect, useState } from 'react';
import { toastDurations } from '@/lib/toast-durations';
import { toastTexts } from '../texts';

/** Spec 1 §9: how long reading the session may take before the app stops waiting. */
export const INIT_TIMEOUT_MS = 30_000;

/**
 * Whether the session has been loading for longer than INIT_TIMEOUT_MS; when it first has,
 * says 'Authentication initialization timeout' (spec 1 §8). The page then treats the person as
 * a visitor until the session answers (its query keeps retrying).
 */
export function useInitTimeout(loading: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setTimedOut(true);
      // sonner loads with the first toast, not with the page (ADR 0010).
      void import('sonner').then(({ toast }) =>
        toast.error(toastTexts.initTimeout, { duration: toastDurations.normal }),
      );
    }, INIT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && timedOut;
}
