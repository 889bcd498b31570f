import { useMutation } from '@tanstack/react-query';
import { notify } from '../notify';
import { forgetConnection } from '../wallet/wallet-connection';
import { clearWeb3State } from '../wallet/web3-state';
import { toastTexts } from '../texts';
import { authApi } from './auth-client';
import { asAuthError } from './auth-error';
import { useSessionChanges } from './use-session';

/** Sign Out: ends the session and leaves a visitor; a failure is told in a toast. */
export function useSignOut() {
  const changes = useSessionChanges();
  return useMutation({
    mutationFn: authApi.signOut,
    onSuccess: () => {
      // A signed-out visitor is not reconnected on the next load (spec 1 §4); the kept proof
      // stays, so the same wallet signs in again without a new signature.
      clearWeb3State();
      forgetConnection();
      return changes.signedOut();
    },
    onError: (err) => notify.failure(toastTexts.signOutFailed, asAuthError(err)),
  });
}
