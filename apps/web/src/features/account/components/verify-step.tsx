import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { authApi } from '../api/auth-client';
import { asAuthError } from '../api/auth-error';
import { notify } from '../notify';
import { modalTexts, toastTexts } from '../texts';
import type { StepProps } from './auth-steps';
import { StepHeader } from './auth-dialog';
import { CodeField, useCodeEntry } from './code-field';
import { SubmitButton } from './submit-button';

/** The lead line of a code step: what was sent, and where. */
export function SentTo(props: { lead: string; email: string }) {
  return (
    <>
      {props.lead}
      <span className="block font-semibold break-words text-ink">{props.email}</span>
    </>
  );
}

/**
 * 'Verify your account' (spec 1 §2, §4): the six boxes, 'Continue' once all are filled, the
 * 300 s countdown and Resend. A refused code toasts 'Verification failed' with the server's
 * words ('Invalid OTP', 'Invalid or expired OTP') and clears the boxes.
 */
export function VerifyStep({ email, signedIn }: StepProps) {
  const entry = useCodeEntry(() => authApi.resendSignupCode(email));
  const verify = useMutation({
    mutationFn: (otp: string) => authApi.verifySignup(email, otp),
    onSuccess: signedIn,
    onError: (err) => {
      notify.failure(toastTexts.verificationFailed, asAuthError(err));
      entry.clear();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entry.complete) verify.mutate(entry.code.join(''));
  };

  return (
    <>
      <StepHeader
        title={modalTexts.verifyTitle}
        lead={<SentTo lead={modalTexts.verifyLead} email={email} />}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <CodeField entry={entry} />
        <SubmitButton disabled={!entry.complete} busy={verify.isPending}>
          {modalTexts.continue}
        </SubmitButton>
      </form>
    </>
  );
}
