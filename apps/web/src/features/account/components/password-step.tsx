import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authApi } from '../api/auth-client';
import { asAuthError } from '../api/auth-error';
import { notify } from '../notify';
import { modalTexts, toastTexts } from '../texts';
import type { StepProps } from './auth-steps';
import { StepHeader } from './auth-dialog';
import { LinkButton, SwitchLine } from './link-button';
import { OtherWaysIn } from './provider-buttons';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/ui/text-field';

/** The e-mail being signed in, with 'Edit' back to the e-mail step. */
function EmailLine(props: { email: string; onEdit: () => void }) {
  return (
    <>
      {modalTexts.passwordLead}
      <span className="mt-1.5 flex items-center justify-center gap-2 rounded-full bg-raised py-1.5 pr-1.5 pl-4 ring-1 ring-line">
        <span className="min-w-0 truncate font-semibold text-ink" title={props.email}>
          {props.email}
        </span>
        <LinkButton
          onClick={props.onEdit}
          aria-label={modalTexts.editEmail}
          className="shrink-0 rounded-full px-3 py-0.5 text-xs hover:bg-overlay hover:no-underline"
        >
          {modalTexts.edit}
        </LinkButton>
      </span>
    </>
  );
}

/**
 * 'Enter your password' (spec 1 §2): the e-mail with Edit, the password with show/hide,
 * 'Forgot password?', 'Continue' (disabled without a password), 'Sign Up now' and Google.
 * A wrong password says 'Sign In Failed'; anything else 'Sign In Error' with the server's words.
 */
export function PasswordStep({ email, go, signedIn }: StepProps) {
  const [password, setPassword] = useState('');

  const signIn = useMutation({
    mutationFn: () => authApi.signIn(email, password),
    onSuccess: signedIn,
    onError: (err) => {
      const failure = asAuthError(err);
      if (failure.status === 401) notify.failure(toastTexts.signInFailed, failure);
      else notify.failure(toastTexts.signInError, failure);
    },
  });

  const forgot = useMutation({
    mutationFn: () => authApi.requestPasswordReset(email),
    onSuccess: () => go({ kind: 'reset', email }),
    onError: (err) => notify.failure(toastTexts.signInError, asAuthError(err)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '') signIn.mutate();
  };

  return (
    <>
      <StepHeader
        title={modalTexts.passwordTitle}
        lead={<EmailLine email={email} onEdit={() => go({ kind: 'signin', email })} />}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {/* Lets password managers pair the password with the account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <div className="flex flex-col gap-2">
          <TextField
            label={modalTexts.password}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
          <LinkButton
            className="self-end text-sm"
            onClick={() => forgot.mutate()}
            disabled={forgot.isPending}
          >
            {modalTexts.forgotPassword}
          </LinkButton>
        </div>
        <SubmitButton disabled={password === ''} busy={signIn.isPending}>
          {modalTexts.continue}
        </SubmitButton>
      </form>
      <OtherWaysIn wallet={false} />
      <SwitchLine
        question={modalTexts.noAccount}
        action={modalTexts.signUpNow}
        onClick={() => go({ kind: 'signup', email })}
      />
    </>
  );
}
