import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { globalParams } from '@/config/paths';
import { assertNever } from '@/lib/assert-never';
import type { SignedIn } from '../api/auth-client';
import { useSession, useSessionChanges } from '../api/use-session';
import { AuthDialog } from './auth-dialog';
import { type AuthEntry, requestedEntry } from './auth-entry';
import type { AuthStep, StepProps } from './auth-steps';
import { PasswordStep } from './password-step';
import { ResetStep } from './reset-step';
import { SignInStep } from './signin-step';
import { SignUpStep } from './signup-step';
import { VerifyStep } from './verify-step';

function StepView({ step, ...props }: Omit<StepProps, 'email'> & { step: AuthStep }) {
  const common = { ...props, email: step.email };
  switch (step.kind) {
    case 'signup':
      return <SignUpStep {...common} />;
    case 'signin':
      return <SignInStep {...common} />;
    case 'password':
      return <PasswordStep {...common} />;
    case 'verify':
      return <VerifyStep {...common} />;
    case 'reset':
      return <ResetStep {...common} />;
    default:
      return assertNever(step);
  }
}

/** One visit to the modal: it starts at the requested entry and walks its steps (spec 1 §4). */
export function AuthFlow(props: { entry: AuthEntry; signedIn: (result: SignedIn) => void }) {
  const [step, setStep] = useState<AuthStep>({ kind: props.entry, email: '' });
  // Each step starts afresh, so its first field takes the focus.
  return <StepView key={step.kind} step={step} go={setStep} signedIn={props.signedIn} />;
}

/**
 * The authentication modal, opened by `?signin=true` or `?signup=true` on any page for a
 * visitor. Closing it (Escape, the close button, the overlay, or signing in) removes the
 * parameter. A signed-in person who follows such a link loses the parameter; one whose account
 * holds a wallet sees the unified flow instead (spec 1 §4), `?auth=true`.
 */
export function AuthModal() {
  const session = useSession();
  const changes = useSessionChanges();
  const [params, setParams] = useSearchParams();
  const entry = requestedEntry(params);

  const leave = useCallback(
    (toUnified: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(globalParams.signIn);
          next.delete(globalParams.signUp);
          if (toUnified) next.set(globalParams.auth, 'true');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const close = useCallback(() => leave(false), [leave]);

  const signedIn = useCallback(
    (result: SignedIn) => {
      changes.signedIn(result);
      close();
    },
    [changes, close],
  );

  const open = entry !== null && session.status === 'signed-out';
  // Whether the modal showed for this link: a sign-in then came from it (the session may
  // arrive before the step's own callback), so it closes; only someone signed in before it
  // could show is sent on to the unified flow.
  const shown = useRef(false);
  useEffect(() => {
    if (open) shown.current = true;
    else if (entry === null) shown.current = false;
  }, [open, entry]);

  const signedInAlready = session.status === 'signed-in';
  const walletUser = signedInAlready && Boolean(session.user.walletAddress);
  useEffect(() => {
    if (signedInAlready && entry) leave(walletUser && !shown.current);
  }, [signedInAlready, walletUser, entry, leave]);

  return (
    <AuthDialog open={open} onClose={close}>
      {entry && <AuthFlow key={entry} entry={entry} signedIn={signedIn} />}
    </AuthDialog>
  );
}
