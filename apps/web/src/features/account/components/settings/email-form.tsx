import { toastDurations } from '@/lib/toast-durations';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSubmission } from '@/hooks/use-submission';
import { asAuthError } from '../../api/auth-error';
import { settingsApi } from '../../api/settings-client';
import { useAccountClient } from '../../api/use-profile';
import { notify } from '../../notify';
import { profileTexts } from '../../profile-texts';
import { toastTexts } from '../../texts';
import { CodeField, useCodeEntry } from '../code-field';

/**
 * The e-mail, re-verified before it changes (ADR 0023): a new address gets a six-digit code
 * (300 s, Resend at 0, as every code; spec 1 §4), and only the right code changes it. An
 * address another account holds is refused in spec 1 §8's words.
 */
export function EmailForm(props: { email: string | undefined }) {
  const [sentTo, setSentTo] = useState<string>();
  return sentTo ? (
    <EmailCode email={sentTo} onDone={() => setSentTo(undefined)} />
  ) : (
    <NewEmail current={props.email} onSent={setSentTo} />
  );
}

function NewEmail(props: { current: string | undefined; onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const { refusal, pending, run } = useSubmission((error) => asAuthError(error).message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => props.onSent((await settingsApi.sendEmailChangeCode(email)).email));
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-4" noValidate>
      <p className="text-sm text-muted">
        {profileTexts.currentEmail}:{' '}
        <span className="font-semibold text-ink">{props.current ?? profileTexts.noEmail}</span>
      </p>
      <TextField
        label={profileTexts.newEmail}
        type="email"
        autoComplete="email"
        value={email}
        hint={profileTexts.emailHint}
        error={refusal ?? null}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div>
        <Button type="submit" disabled={pending || email.trim() === ''}>
          {pending ? profileTexts.sendingCode : profileTexts.sendCode}
        </Button>
      </div>
    </form>
  );
}

function EmailCode(props: { email: string; onDone: () => void }) {
  const { refresh } = useAccountClient();
  const entry = useCodeEntry(() => settingsApi.sendEmailChangeCode(props.email));
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry.complete) return;
    setPending(true);
    try {
      await settingsApi.changeEmail({ email: props.email, otp: entry.code.join('') });
      await refresh();
      toast.success(profileTexts.emailChanged, { duration: toastDurations.short });
      props.onDone();
    } catch (error) {
      notify.failure(toastTexts.verificationFailed, asAuthError(error));
      entry.clear();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-5" noValidate>
      <p className="text-sm text-muted">
        {profileTexts.codeSentTo}{' '}
        <span className="font-semibold break-words text-ink">{props.email}</span>
      </p>
      <CodeField entry={entry} disabled={pending} />
      <div className="flex gap-2">
        <Button type="submit" disabled={!entry.complete || pending}>
          {pending ? profileTexts.changingEmail : profileTexts.changeEmail}
        </Button>
        <Button variant="ghost" onClick={props.onDone} disabled={pending}>
          {profileTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
