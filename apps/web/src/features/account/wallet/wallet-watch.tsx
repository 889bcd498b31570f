import { useTransport } from '@connectrpc/connect-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { SessionUser } from '../api/auth-client';
import { authApi } from '../api/auth-client';
import { useSessionChanges } from '../api/use-session';
import { toastDurations } from '../texts';
import { knownWallet } from './eip1193';
import { walletTexts } from './wallet-texts';

/** How often the kept proof is checked against the connected wallet (spec 1 §9). */
const PROOF_CHECK_MS = 60_000;

/**
 * The wallet events of spec 1 §4 for a signed-in user holding a wallet: an account switch
 * clears the kept proof, and either keeps the web2 session (with its message) or signs in
 * again with the new wallet ('Please sign in again with your new wallet address' when that
 * fails); a disconnect signs the web3 side out.
 */
export function WalletWatch({ user }: { user: SessionUser }) {
  const transport = useTransport();
  const changes = useSessionChanges();
  const walletAddress = user.walletAddress;
  const hasWeb2 = Boolean(user.email);

  useEffect(() => {
    const wallet = knownWallet();
    if (!wallet?.on || !walletAddress) return undefined;
    const signOutAll = async () => {
      await authApi.signOut().catch(() => undefined);
      await changes.signedOut();
    };
    const onAccounts = (accounts: string[]) => {
      const next = accounts[0]?.toLowerCase();
      if (next === walletAddress) return;
      void (async () => {
        const session = await import('./wallet-session');
        session.clearProof();
        if (!next) {
          await disconnected(session.primaryMethod());
          return;
        }
        if (hasWeb2 && session.primaryMethod() !== 'web3') {
          toast.info(walletTexts.addressChanged, { duration: toastDurations.long });
          return;
        }
        try {
          await session.signInWithWallet(transport);
          const answer = await authApi.session();
          if (answer.user && answer.expires) {
            changes.signedIn({ user: answer.user, expires: answer.expires });
          }
        } catch {
          toast.error(walletTexts.signInAgain, { duration: toastDurations.long });
          await signOutAll();
        }
      })();
    };
    const disconnected = async (primary: 'web2' | 'web3' | 'none') => {
      toast.info(walletTexts.walletDisconnected, { duration: toastDurations.short });
      if (!hasWeb2 || primary === 'web3') await signOutAll();
    };
    const onDisconnect = () => {
      void import('./wallet-session').then(async (session) => {
        session.clearProof();
        await disconnected(session.primaryMethod());
      });
    };
    // Spec 1 §4: the kept proof is checked against the connected wallet on load and every
    // 60 s; on a mismatch it goes, and a wallet session with it.
    const checkProof = () =>
      void import('./wallet-session').then(async (session) => {
        const proof = session.storedProof();
        if (!proof) return;
        const accounts = await wallet.request({ method: 'eth_accounts' }).catch(() => []);
        const connected = Array.isArray(accounts) ? (accounts as unknown[])[0] : undefined;
        if (typeof connected !== 'string' || connected.toLowerCase() === proof.walletAddress) {
          return;
        }
        session.clearProof();
        if (session.primaryMethod() === 'web3') await signOutAll();
      });
    checkProof();
    const timer = window.setInterval(checkProof, PROOF_CHECK_MS);
    wallet.on('accountsChanged', onAccounts);
    wallet.on('disconnect', onDisconnect);
    return () => {
      window.clearInterval(timer);
      wallet.removeListener?.('accountsChanged', onAccounts);
      wallet.removeListener?.('disconnect', onDisconnect);
    };
  }, [walletAddress, hasWeb2, transport, changes]);

  return null;
}
