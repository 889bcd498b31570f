import { toastDurations } from '@/lib/toast-durations';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { asAuthError } from '../../api/auth-error';
import { settingsApi } from '../../api/settings-client';
import { useSessionChanges } from '../../api/use-session';
import { profileTexts } from '../../profile-texts';
import { toastTexts } from '../../texts';

/**
 * Deletes the account after a confirmation (ADR 0023): the server ends every session, deletes
 * the playlists and favourites and leaves a tombstone for the EP ledger; the page is then a
 * visitor's, back at the start.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const changes = useSessionChanges();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: settingsApi.deleteAccount,
    onSuccess: async () => {
      setOpen(false);
      toast.success(profileTexts.deleted, { duration: toastDurations.short });
      await changes.signedOut();
      void navigate(paths.discover.getHref());
    },
    onError: (err) =>
      toast.error(toastTexts.somethingWentWrong, {
        description: asAuthError(err).message,
        duration: toastDurations.normal,
      }),
  });
  return (
    <div className="flex max-w-xl flex-col items-start gap-3">
      <p className="text-sm text-muted">{profileTexts.deleteLead}</p>
      <Button
        variant="ghost"
        className="text-danger ring-1 ring-danger/60"
        onClick={() => setOpen(true)}
      >
        {profileTexts.deleteAccount}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={profileTexts.deleteTitle}
        description={profileTexts.deleteConfirm}
        confirmLabel={remove.isPending ? profileTexts.deleting : profileTexts.deleteAccount}
        cancelLabel={profileTexts.cancel}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        destructive
      />
    </div>
  );
}
