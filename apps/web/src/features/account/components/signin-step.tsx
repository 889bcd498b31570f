import { ACCOUNT_TEXTS, checkEmail, normalizeEmail } from '@earshot/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authApi, GOOGLE_SIGN_IN_URL, type EmailCheck } from '../api/auth-client';
import { asAuthError } from '../api/auth-error';
import { notify } from '../notify';
import { modalTexts, toastTexts } from '../texts';
import type { StepProps } from './auth-steps';
import { StepHeader } from './auth-dialog';
import { SwitchLine } from './link-button';
import { OtherWaysIn } from './provider-buttons';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/ui/text-field';

/** Where an e-mail leads once the server has said what it knows (spec 1 §4). */
export type SignInRoute = 'password' | 'google' | 'signup';

/**
 * Spec 1 §4: an e-mail with a password asks for it; one linked to Google only goes to Google;
 * an unknown one goes to sign-up. An account with neither (a wallet's, later) is asked for a
 * password, which is the question its owner can answer.
 */
export function signInRoute(check: EmailCheck): SignInRoute {
  if (!check.emailExists) return 'signup';
  if (check.linkedToGoogle && !check.hasPassword) return 'google';
  return 'password';
}

/** Leaves the page for Google's sign-in; a seam for tests. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** 'Sign in to your account': the e-mail only, then the route the server's answer gives. */
export function SignInStep({ email: initial, go }: StepProps) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: (address: string) => authApi.checkEmail(address),
    onSuccess: (result, address) => {
      const next: Record<SignInRoute, () => void> = {
        password: () => go({ kind: 'password', email: address }),
        google: () => browserNavigation.assign(GOOGLE_SIGN_IN_URL),
        signup: () => {
          notify.accountNotFound(ACCOUNT_TEXTS.accountNotFound);
          go({ kind: 'signup', email: address });
        },
      };
      next[signInRoute(result)]();
    },
    onError: (err) => {
      const failure = asAuthError(err);
      if (failure.status === 422) setError(failure.message);
      else notify.failure(toastTexts.signInError, failure);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem?.message ?? null);
    if (!problem) check.mutate(normalizeEmail(email));
  };

  return (
    <>
      <StepHeader title={modalTexts.signinTitle} lead={modalTexts.signinLead} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label={modalTexts.mail}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={modalTexts.emailPlaceholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          error={error}
          autoFocus
        />
        <SubmitButton disabled={email.trim() === ''} busy={check.isPending}>
          {modalTexts.signIn}
        </SubmitButton>
      </form>
      <OtherWaysIn wallet />
      <SwitchLine
        question={modalTexts.noAccount}
        action={modalTexts.createAccount}
        onClick={() => go({ kind: 'signup', email: email.trim() })}
      />
    </>
  );
}
