import { useMutation } from '@tanstack/react-query';
import { notify } from '../notify';
import { toastTexts } from '../texts';
import { authApi } from './auth-client';
import { asAuthError } from './auth-error';
import { useSessionChanges } from './use-session';

/** Sign Out: ends the session and leaves a visitor; a failure is told in a toast. */
export function useSignOut() {
  const changes = useSessionChanges();
  return useMutation({
    mutationFn: authApi.signOut,
    onSuccess: () => changes.signedOut(),
    onError: (err) => notify.failure(toastTexts.signOutFailed, asAuthError(err)),
  });
}
