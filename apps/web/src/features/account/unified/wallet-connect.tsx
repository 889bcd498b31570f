import { toastDurations } from '@/lib/toast-durations';
import { useTransport } from '@connectrpc/connect-query';
import { createContext, useContext, useState } from 'react';
import { toast } from 'sonner';
import { useSessionChanges } from '../api/use-session';
import { WalletActionButton, walletSignIn } from '../wallet/wallet-button';
import { walletTexts } from '../wallet/wallet-texts';
import { afterWalletFailure, type UnifiedStep } from './unified-steps';

/** Where the wallet path's outcome goes: a step of the unified flow (spec 1 §4). */
type WalletOutcome = (step: UnifiedStep) => void;

/**
 * Outside the unified modal (the `?signin` / `?signup` modal) the outcome is told in place:
 * signed in, the modal closes with the session; a rejection or a failure is a toast in the
 * spec's words, and the modal stays where the person can press again.
 */
const inPlace: WalletOutcome = (step) => {
  if (step.kind === 'web3_complete') return;
  const message = step.kind === 'error' ? step.message : 'notice' in step ? step.notice : '';
  toast.error(walletTexts.connectionFailed, {
    description: message,
    duration: toastDurations.normal,
  });
};

const WalletOutcomeContext = createContext<WalletOutcome>(inPlace);

/** Sends the wallet path's outcomes to the unified flow's steps (the unified modal). */
export const WalletOutcomeProvider = WalletOutcomeContext.Provider;

/**
 * The wallet path of every auth modal: the unified flow's web3_connect (spec 1 §2, §4):
 * connect, sign one message, signed in -> web3_complete; a rejection -> web3_connect with
 * its words; any other failure -> error. Disabled with an install link without a wallet.
 */
export function WalletConnect({ label }: { label: string }) {
  const transport = useTransport();
  const changes = useSessionChanges();
  const outcome = useContext(WalletOutcomeContext);
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    let next: UnifiedStep;
    try {
      await walletSignIn(transport, changes.signedIn);
      next = { kind: 'web3_complete' };
    } catch (error) {
      next = afterWalletFailure(error, 'web3_connect');
    }
    setBusy(false);
    outcome(next);
  };
  return <WalletActionButton label={label} busy={busy} onPress={() => void connect()} />;
}
