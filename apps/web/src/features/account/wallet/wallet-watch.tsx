import { toastDurations } from '@/lib/toast-durations';
import { useTransport } from '@connectrpc/connect-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { authApi, signedInOf, type SessionMethod, type SessionUser } from '../api/auth-client';
import { useSessionChanges } from '../api/use-session';
import { knownWallet } from './eip1193';
import { watchProof } from './proof-check';
import { clearProof } from './proof-store';
import { walletTexts } from './wallet-texts';

/**
 * The wallet events of spec 1 §4 for a signed-in user holding a wallet: an account switch
 * clears the kept proof, and either keeps a web2 session (with its message) or signs a web3
 * session in again with the new wallet ('Please sign in again with your new wallet address'
 * when that fails); a disconnect signs the web3 side out, and so does a kept proof that no
 * longer matches the connected wallet (checked on load and every 60 s). `method` is the
 * session's primary method, as the server recorded it.
 */
export function WalletWatch({ user, method }: { user: SessionUser; method: SessionMethod }) {
  const transport = useTransport();
  const changes = useSessionChanges();
  const walletAddress = user.walletAddress;

  useEffect(() => {
    const wallet = knownWallet();
    if (!wallet?.on || !walletAddress) return undefined;
    const signOutAll = async () => {
      await authApi.signOut().catch(() => undefined);
      await changes.signedOut();
    };
    // The web3 side is gone: a web3 session ends with it, a web2 one goes on (spec 1 §4).
    const web3Gone = async () => {
      if (method === 'web3') await signOutAll();
    };
    const onAccounts = (accounts: string[]) => {
      const next = accounts[0]?.toLowerCase();
      if (next === walletAddress) return;
      clearProof();
      void (async () => {
        if (!next) {
          toast.info(walletTexts.walletDisconnected, { duration: toastDurations.short });
          await web3Gone();
          return;
        }
        if (method === 'web2') {
          toast.info(walletTexts.addressChanged, { duration: toastDurations.long });
          return;
        }
        try {
          const session = await import('./wallet-session');
          await session.signInWithWallet(transport);
          const signedIn = signedInOf(await authApi.session());
          if (signedIn) changes.signedIn(signedIn);
        } catch {
          toast.error(walletTexts.signInAgain, { duration: toastDurations.long });
          await signOutAll();
        }
      })();
    };
    const onDisconnect = () => {
      clearProof();
      toast.info(walletTexts.walletDisconnected, { duration: toastDurations.short });
      void web3Gone();
    };
    const stopProofCheck = watchProof(wallet, () => void web3Gone());
    wallet.on('accountsChanged', onAccounts);
    wallet.on('disconnect', onDisconnect);
    return () => {
      stopProofCheck();
      wallet.removeListener?.('accountsChanged', onAccounts);
      wallet.removeListener?.('disconnect', onDisconnect);
    };
  }, [walletAddress, method, transport, changes]);

  return null;
}
