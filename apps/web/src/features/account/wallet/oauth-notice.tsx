import { toastDurations } from '@/lib/toast-durations';
import { SPEC_CODE_TEXTS } from '@earshot/wire';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/** Decisions: the spec gives each oauth_error code a friendly sentence without its words. */
const OAUTH_ERROR_TEXTS: Record<string, string> = {
  email_already_registered:
    'This Google account’s email is already registered with another account.',
  email_not_registered: 'This email is not registered. Please sign up first.',
  wallet_already_linked_cannot_add_new_email:
    'Your wallet is already linked to an email; a new email cannot be added.',
  user_already_has_different_email: 'Your account already uses a different email.',
  oauth_request_expired: 'The Google sign-in took too long. Please try again.',
  security_violation_wallet_mismatch:
    'The connected wallet changed during Google sign-in. Please try again with the same wallet.',
  email_already_exists: 'This Google account is already linked to another account.',
  wallet_already_linked: 'Your account is already linked to a Google account.',
  wallet_not_found: 'Connect your wallet before linking a Google account.',
  internal_error: 'Something went wrong. Please try again.',
  oauth_request_not_found: 'Please sign in with your wallet before linking a Google account.',
  wallet_already_linked_different_email: 'Your wallet is already linked to a different email.',
  oauth_processing_error: 'Google sign-in could not be completed. Please try again.',
};

/** Decision: the success notice's words. */
const LINKED = 'Google account linked';

/**
 * The Web3-OAuth linking notices (spec 1 §2 query parameters): `oauth_success=web3_linked`
 * shows a success notice, removes the parameter and reloads once the notice has closed; `oauth_error=<code>` shows the
 * code's sentence for 8 s ('OAuth linking failed: {code}' for an unknown one) and removes it.
 */
export function OAuthNotice() {
  const [params, setParams] = useSearchParams();
  const success = params.get('oauth_success');
  const error = params.get('oauth_error');

  useEffect(() => {
    if (!success && !error) return;
    if (success === 'web3_linked') {
      // The reload waits for the notice to have been seen: the toaster is its own chunk, and a
      // reload on a timer could come before it drew (so the notice was never shown).
      const reload = () => window.location.reload();
      toast.success(LINKED, {
        duration: toastDurations.short,
        onAutoClose: reload,
        onDismiss: reload,
      });
    } else if (error) {
      toast.error(OAUTH_ERROR_TEXTS[error] ?? SPEC_CODE_TEXTS.oauthLinkingFailed(error), {
        duration: toastDurations.long,
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('oauth_success');
        next.delete('oauth_error');
        return next;
      },
      { replace: true },
    );
  }, [success, error, setParams]);

  return null;
}
