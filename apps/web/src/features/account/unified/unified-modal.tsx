import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { globalParams } from '@/config/paths';
import { assertNever } from '@/lib/assert-never';
import type { SessionMethod, SessionUser, SignedIn } from '../api/auth-client';
import { useSession, useSessionChanges } from '../api/use-session';
import { AuthDialog } from '../components/auth-dialog';
import { AuthFlow } from '../components/auth-modal';
import { CodeStep, EmailPasswordStep } from '../wallet/connect-email-steps';
import { openingStep, type UnifiedStep, unifiedTexts } from './unified-steps';
import {
  ConnectView,
  ErrorView,
  SettingsView,
  StartView,
  Web2CompleteView,
  Web3CompleteView,
} from './unified-views';
import { WalletOutcomeProvider } from './wallet-connect';

interface FlowProps {
  step: UnifiedStep;
  go: (step: UnifiedStep) => void;
  user: SessionUser | null;
  /** The session's primary method (spec 1 §4), null for a visitor. */
  primary: SessionMethod | null;
  signedIn: (result: SignedIn) => void;
  close: () => void;
}

function StepView({ step, go, user, primary, signedIn, close }: FlowProps) {
  switch (step.kind) {
    case 'start':
      return <StartView go={go} />;
    case 'web2_signin':
      // The e-mail sign-in's wallet button walks this flow's web3 steps.
      return (
        <WalletOutcomeProvider value={go}>
          <AuthFlow
            entry="signin"
            signedIn={(result) => {
              signedIn(result);
              go({ kind: 'web2_complete' });
            }}
          />
        </WalletOutcomeProvider>
      );
    case 'web2_complete':
      return <Web2CompleteView go={go} notice={step.notice} close={close} />;
    case 'web3_connect':
      return <ConnectView go={go} notice={step.notice} />;
    case 'web3_complete':
      return <Web3CompleteView go={go} user={user} close={close} />;
    case 'web3_link_email':
      return user?.walletAddress ? (
        <EmailPasswordStep
          walletAddress={user.walletAddress}
          title={unifiedTexts.authentication}
          draft={step.draft}
          sent={(email, password) => go({ kind: 'web3_verify_otp', email, password })}
        />
      ) : null;
    case 'web3_verify_otp':
      return user?.walletAddress ? (
        <CodeStep
          email={step.email}
          password={step.password}
          walletAddress={user.walletAddress}
          title={unifiedTexts.authentication}
          back={() =>
            go({ kind: 'web3_link_email', draft: { email: step.email, password: step.password } })
          }
        />
      ) : null;
    case 'account_settings':
      return <SettingsView go={go} user={user} primary={primary} />;
    case 'error':
      return <ErrorView go={go} message={step.message} />;
    default:
      return assertNever(step);
  }
}

/** One visit: it opens where the session stands and walks the steps (spec 1 §4). */
function UnifiedFlow(props: Omit<FlowProps, 'step' | 'go'>) {
  const [step, setStep] = useState(() => openingStep(props.user));
  // A step that names itself again (a second rejection) still starts afresh.
  const [visit, setVisit] = useState(0);
  const go = useCallback((next: UnifiedStep) => {
    setStep(next);
    setVisit((n) => n + 1);
  }, []);
  return <StepView key={`${step.kind}-${visit}`} step={step} go={go} {...props} />;
}

/**
 * The unified auth modal (spec 1 §2 item 5), opened by `?auth=true` on any page (ADR 0021):
 * e-mail or wallet sign-in, linking the other method, and the per-method sign-outs. Closing
 * it removes the parameter.
 */
export function UnifiedModal() {
  const session = useSession();
  const changes = useSessionChanges();
  const [params, setParams] = useSearchParams();
  const open = params.get(globalParams.auth) === 'true' && session.status !== 'loading';
  const user = session.status === 'signed-in' ? session.user : null;
  const primary = session.status === 'signed-in' ? session.method : null;

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(globalParams.auth);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return (
    <AuthDialog open={open} onClose={close}>
      {open && (
        <UnifiedFlow user={user} primary={primary} signedIn={changes.signedIn} close={close} />
      )}
    </AuthDialog>
  );
}
