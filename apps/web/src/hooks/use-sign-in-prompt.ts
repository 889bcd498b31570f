import { toastDurations } from '@/lib/toast-durations';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { globalParams } from '@/config/paths';

/**
 * Asks a visitor to sign in: a toast saying why, and `?signin=true` on the current page,
 * which opens the sign-in modal (spec 1 §2).
 */
export function useSignInPrompt(): (reason: string) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (reason: string) => {
      toast(reason, { duration: toastDurations.short });
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(globalParams.signIn, 'true');
        return next;
      });
    },
    [setSearchParams],
  );
}
