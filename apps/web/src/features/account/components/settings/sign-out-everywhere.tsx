import { toastDurations } from '@/lib/toast-durations';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { settingsApi } from '../../api/settings-client';
import { asAuthError } from '../../api/auth-error';
import { useSessionChanges } from '../../api/use-session';
import { toast } from 'sonner';
import { profileTexts } from '../../profile-texts';
import { toastTexts } from '../../texts';

/** Ends every session of the user, this one included; the page is then a visitor's. */
export function SignOutEverywhere() {
  const changes = useSessionChanges();
  const signOut = useMutation({
    mutationFn: settingsApi.signOutEverywhere,
    onSuccess: () => changes.signedOut(),
    onError: (err) =>
      toast.error(toastTexts.signOutFailed, {
        description: asAuthError(err).message,
        duration: toastDurations.normal,
      }),
  });
  return (
    <div className="flex max-w-xl flex-col items-start gap-3">
      <p className="text-sm text-muted">{profileTexts.sessionsLead}</p>
      <Button
        variant="ghost"
        className="ring-1 ring-line"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? profileTexts.signingOut : profileTexts.signOutEverywhere}
      </Button>
    </div>
  );
}
