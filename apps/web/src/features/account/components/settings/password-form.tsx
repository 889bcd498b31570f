import { toastDurations } from '@/lib/toast-durations';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormRefusal, TextField } from '@/components/ui/text-field';
import { useSubmission } from '@/hooks/use-submission';
import { settingsApi } from '../../api/settings-client';
import { asAuthError } from '../../api/auth-error';
import { profileTexts } from '../../profile-texts';

/**
 * Changes the password: the current one, and a new one under the sign-up rules (spec 1 §5),
 * which the server checks and answers in spec 1 §8's words (checking here too would cost the
 * first page a shared chunk). The server ends every other session; this one stays.
 */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { refusal, pending, run } = useSubmission((error) => asAuthError(error).message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await settingsApi.changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      toast.success(profileTexts.passwordChanged, { duration: toastDurations.short });
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-4" noValidate>
      <TextField
        label={profileTexts.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label={profileTexts.newPassword}
        type="password"
        autoComplete="new-password"
        value={next}
        hint={profileTexts.passwordHint}
        onChange={(e) => setNext(e.target.value)}
      />
      <FormRefusal text={refusal} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? profileTexts.changing : profileTexts.changePassword}
        </Button>
      </div>
    </form>
  );
}
