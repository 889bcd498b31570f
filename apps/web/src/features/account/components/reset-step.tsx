import { checkPassword } from '@earshot/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authApi } from '../api/auth-client';
import { asAuthError } from '../api/auth-error';
import { notify } from '../notify';
import { modalTexts, toastTexts } from '../texts';
import type { StepProps } from './auth-steps';
import { StepHeader } from './auth-dialog';
import { CodeField, useCodeEntry } from './code-field';
import { LinkButton } from './link-button';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/ui/text-field';
import { SentTo } from './verify-step';

/**
 * The forgotten-password flow (the spec does not show it): the code mailed by 'Forgot
 * password?' in the same six boxes, a new password under the sign-up rules, and the person
 * is signed in. A refused code toasts 'Verification failed' and clears the boxes.
 */
export function ResetStep({ email, go, signedIn }: StepProps) {
  const entry = useCodeEntry(() => authApi.requestPasswordReset(email));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = useMutation({
    mutationFn: (otp: string) => authApi.resetPassword({ email, otp, password }),
    onSuccess: (result) => {
      notify.success(toastTexts.passwordChanged, toastTexts.passwordChangedText);
      signedIn(result);
    },
    onError: (err) => {
      const failure = asAuthError(err);
      if (failure.status === 422 && failure.code.startsWith('password_')) {
        setError(failure.message);
        return;
      }
      notify.failure(toastTexts.verificationFailed, failure);
      if (failure.status === 400) entry.clear();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPassword(password);
    setError(problem?.message ?? null);
    if (entry.complete && !problem) reset.mutate(entry.code.join(''));
  };

  return (
    <>
      <StepHeader
        title={modalTexts.resetTitle}
        lead={<SentTo lead={modalTexts.resetLead} email={email} />}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <CodeField entry={entry} />
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={modalTexts.newPassword}
          type="password"
          name="new-password"
          autoComplete="new-password"
          placeholder={modalTexts.passwordPlaceholder}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (error) setError(checkPassword(event.target.value)?.message ?? null);
          }}
          error={error}
          hint={modalTexts.passwordHint}
        />
        <SubmitButton disabled={!entry.complete || password === ''} busy={reset.isPending}>
          {modalTexts.resetPassword}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        <LinkButton onClick={() => go({ kind: 'password', email })}>
          {modalTexts.backToSignIn}
        </LinkButton>
      </p>
    </>
  );
}
