import { toastDurations } from '@/lib/toast-durations';
import { toast } from 'sonner';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../notify';
import { forgetConnection } from '../wallet/wallet-connection';
import { clearWeb3State } from '../wallet/web3-state';
import { walletTexts } from '../wallet/wallet-texts';
import { toastTexts } from '../texts';
import { authApi } from './auth-client';
import { asAuthError } from './auth-error';
import { useSession, useSessionChanges } from './use-session';

/**
 * Sign Out: ends the session and leaves a visitor; a failure is told in a toast, 'Disconnect
 * Failed' when the session is the wallet's (spec 1 §8).
 */
export function useSignOut() {
  const changes = useSessionChanges();
  const session = useSession();
  const walletSession = session.status === 'signed-in' && session.method === 'web3';
  return useMutation({
    mutationFn: authApi.signOut,
    onSuccess: () => {
      // A signed-out visitor is not reconnected on the next load (spec 1 §4); the kept proof
      // stays, so the same wallet signs in again without a new signature.
      clearWeb3State();
      forgetConnection();
      return changes.signedOut();
    },
    onError: (err) => {
      if (!walletSession) return notify.failure(toastTexts.signOutFailed, asAuthError(err));
      toast.error(walletTexts.disconnectFailed, {
        description: walletTexts.disconnectFailedText,
        duration: toastDurations.normal,
      });
    },
  });
}
