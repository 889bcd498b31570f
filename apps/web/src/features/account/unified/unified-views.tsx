import { useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SessionMethod, SessionUser } from '../api/auth-client';
import { sessionKey } from '../api/use-session';
import { useSignOut } from '../api/use-sign-out';
import { StepHeader } from '../components/auth-dialog';
import { GoogleButton } from '../components/provider-buttons';
import { modalTexts } from '../texts';
import { signOutOfMethod } from '../wallet/method-sign-out';
import { WalletActionButton, walletLinked } from '../wallet/wallet-button';
import { walletTexts } from '../wallet/wallet-texts';
import { afterWalletFailure, type UnifiedStep, unifiedTexts } from './unified-steps';
import { WalletConnect, WalletOutcomeProvider } from './wallet-connect';

type Go = (step: UnifiedStep) => void;

const wide = 'h-11 w-full';

function Notice({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-center text-sm text-danger">
      {text}
    </p>
  );
}

/** start: Continue with Email, Sign in with MetaMask (disabled without one), or Google. */
export function StartView({ go }: { go: Go }) {
  return (
    <div className="flex flex-col gap-3">
      <StepHeader title={unifiedTexts.authentication} lead={unifiedTexts.startLead} />
      <Button className={wide} onClick={() => go({ kind: 'web2_signin' })}>
        <Mail aria-hidden className="size-[18px]" />
        {unifiedTexts.continueWithEmail}
      </Button>
      <WalletActionButton
        label={unifiedTexts.signInWithMetaMask}
        busy={false}
        onPress={() => go({ kind: 'web3_connect' })}
      />
      <GoogleButton />
    </div>
  );
}

/** web3_connect: connect and sign; a rejection stays here with its words (spec 1 §4). */
export function ConnectView(props: { go: Go; notice?: string }) {
  return (
    <div className="flex flex-col gap-3">
      <StepHeader title={unifiedTexts.authentication} lead={unifiedTexts.connectLead} />
      <Notice text={props.notice} />
      <WalletOutcomeProvider value={props.go}>
        <WalletConnect label={unifiedTexts.signInWithMetaMask} />
      </WalletOutcomeProvider>
      <Button variant="ghost" className={wide} onClick={() => props.go({ kind: 'start' })}>
        {unifiedTexts.back}
      </Button>
    </div>
  );
}

/** web3_complete: the wallet is in; Connect Email for an account without one. */
export function Web3CompleteView(props: { go: Go; user: SessionUser | null; close: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <StepHeader
        title={unifiedTexts.authentication}
        lead={
          <>
            <strong className="block text-ink">{unifiedTexts.walletReady}</strong>
            {props.user?.email ? props.user.walletAddress : unifiedTexts.linkLead}
          </>
        }
      />
      {props.user && !props.user.email && (
        <Button className={wide} onClick={() => props.go({ kind: 'web3_link_email' })}>
          <Mail aria-hidden className="size-[18px]" />
          {walletTexts.connectEmail}
        </Button>
      )}
      <Button variant="ghost" className={wide} onClick={props.close}>
        {unifiedTexts.done}
      </Button>
    </div>
  );
}

/** web2_complete: signed in by e-mail; Connect Wallet (a rejection stays here, spec 1 §4). */
export function Web2CompleteView(props: { go: Go; notice?: string; close: () => void }) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const link = async () => {
    setBusy(true);
    try {
      const { linkWallet } = await import('../wallet/wallet-session');
      await linkWallet(transport);
      walletLinked();
      await queryClient.invalidateQueries({ queryKey: sessionKey });
      props.go({ kind: 'account_settings' });
    } catch (error) {
      setBusy(false);
      props.go(afterWalletFailure(error, 'web2_complete'));
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <StepHeader
        title={unifiedTexts.authentication}
        lead={
          <>
            <strong className="block text-ink">{unifiedTexts.emailReady}</strong>
            {unifiedTexts.walletLead}
          </>
        }
      />
      <Notice text={props.notice} />
      <WalletActionButton
        label={walletTexts.connectWallet}
        busy={busy}
        onPress={() => void link()}
      />
      <Button variant="ghost" className={wide} onClick={props.close}>
        {unifiedTexts.done}
      </Button>
    </div>
  );
}

/** account_settings: both methods, and a sign-out for each (spec 1 §2, §4). */
export function SettingsView(props: {
  go: Go;
  user: SessionUser | null;
  primary: SessionMethod | null;
}) {
  const signOut = useSignOut();
  const out = (method: SessionMethod) => {
    if (!props.primary) return;
    const ended = signOutOfMethod(method, props.primary, () => signOut.mutate());
    if (ended) props.go({ kind: 'start' });
  };
  return (
    <div className="flex flex-col gap-3">
      <StepHeader title={unifiedTexts.accountSettings} lead={unifiedTexts.settingsLead} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{modalTexts.mail}</dt>
        <dd className="truncate text-ink">{props.user?.email}</dd>
        <dt className="text-muted">{unifiedTexts.wallet}</dt>
        <dd className="truncate text-ink">{props.user?.walletAddress}</dd>
      </dl>
      <Button variant="ghost" className={wide} onClick={() => out('web2')}>
        <LogOut aria-hidden className="size-4" />
        {walletTexts.signOutEmail}
      </Button>
      <Button variant="ghost" className={wide} onClick={() => out('web3')}>
        <LogOut aria-hidden className="size-4" />
        {walletTexts.signOutWallet}
      </Button>
    </div>
  );
}

/** error: the failure's words and 'Try Again', which returns to start (spec 1 §2). */
export function ErrorView(props: { go: Go; message: string }) {
  return (
    <div className="flex flex-col gap-3">
      <StepHeader
        title={unifiedTexts.authentication}
        lead={
          <>
            <strong className="block text-ink">{unifiedTexts.errorTitle}</strong>
            <span role="alert">{props.message}</span>
          </>
        }
      />
      <Button className={wide} onClick={() => props.go({ kind: 'start' })}>
        {unifiedTexts.tryAgain}
      </Button>
    </div>
  );
}
