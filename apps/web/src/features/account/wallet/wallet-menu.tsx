import { useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';
import { GOOGLE_PATHS } from '@earshot/wire';
import { Link2, LogOut, Mail, Wallet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { SessionMethod, SessionUser } from '../api/auth-client';
import { sessionKey } from '../api/use-session';
import { accountTexts } from '../texts';
import { knownWallet } from './eip1193';
import { metaMaskRequired, walletFailed, walletLinked } from './wallet-button';
import { signOutOfMethod } from './method-sign-out';
import { walletTexts } from './wallet-texts';

/**
 * The user menu's method items (spec 1 §2, §6): Connect Wallet for an e-mail-only user,
 * Connect Email for a wallet-only user, and the sign-outs: the plain Sign Out, or, with both
 * linked (Dual Authentication), one per method. Signing out of the primary method ends the
 * session; the secondary only forgets its own part (spec 1 §4).
 */
export function MethodItems(props: {
  user: SessionUser;
  /** How this session opened: signing out of it ends the session (spec 1 §4). */
  primary: SessionMethod;
  itemClass: string;
  pending: boolean;
  signOut: () => void;
  connectEmail: () => void;
}) {
  const { user, itemClass } = props;
  const transport = useTransport();
  const queryClient = useQueryClient();
  const dual = Boolean(user.email && user.walletAddress);

  const connectWallet = async () => {
    if (!knownWallet()) {
      metaMaskRequired();
      return;
    }
    try {
      const { linkWallet } = await import('./wallet-session');
      await linkWallet(transport);
      walletLinked();
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    } catch (error) {
      walletFailed(error);
    }
  };

  const signOutOf = (method: SessionMethod) =>
    signOutOfMethod(method, props.primary, props.signOut);

  return (
    <>
      {!user.walletAddress && (
        <DropdownMenu.Item className={itemClass} onSelect={() => void connectWallet()}>
          <Wallet aria-hidden />
          {walletTexts.connectWallet}
        </DropdownMenu.Item>
      )}
      {!user.email && user.walletAddress && (
        <>
          <DropdownMenu.Item className={itemClass} onSelect={props.connectEmail}>
            <Mail aria-hidden />
            {walletTexts.connectEmail}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={GOOGLE_PATHS.linkWeb3}>
              <Link2 aria-hidden />
              {walletTexts.connectGoogle}
            </a>
          </DropdownMenu.Item>
        </>
      )}
      <DropdownMenu.Separator className="mx-1 my-1 h-px bg-line" />
      {dual ? (
        <>
          <DropdownMenu.Label className="px-3 pt-1 text-xs text-faint">
            {walletTexts.dualAuth}
          </DropdownMenu.Label>
          <DropdownMenu.Item
            className={itemClass}
            disabled={props.pending}
            onSelect={() => signOutOf('web2')}
          >
            <LogOut aria-hidden />
            {walletTexts.signOutEmail}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={props.pending}
            onSelect={() => signOutOf('web3')}
          >
            <LogOut aria-hidden />
            {walletTexts.signOutWallet}
          </DropdownMenu.Item>
        </>
      ) : (
        <DropdownMenu.Item className={itemClass} disabled={props.pending} onSelect={props.signOut}>
          <LogOut aria-hidden />
          {accountTexts.signOut}
        </DropdownMenu.Item>
      )}
    </>
  );
}
