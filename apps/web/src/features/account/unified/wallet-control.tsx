import { clsx } from 'clsx';
import { Wallet } from 'lucide-react';
import { useTransport } from '@connectrpc/connect-query';
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { globalParams } from '@/config/paths';
import { readStored, storageKeys } from '@/lib/local-storage';
import { lazyComponent } from '@/lib/lazy-component';
import { authApi, signedInOf, type SessionUser } from '../api/auth-client';
import { useSessionChanges } from '../api/use-session';
import { shortWallet } from '../wallet/short-wallet';
import { walletTexts } from '../wallet/wallet-texts';

const UnifiedModal = lazyComponent(() => import('./unified-modal').then((m) => m.UnifiedModal));

/** The unified auth modal (`?auth=true`), loaded when first asked for and kept mounted. */
function UnifiedModalWhenAsked() {
  const [params] = useSearchParams();
  const asked = params.get(globalParams.auth) === 'true';
  const [loaded, setLoaded] = useState(asked);
  if (asked && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <UnifiedModal />
    </Suspense>
  );
}

let reconnectTried = false;

/**
 * Auto-reconnect, once a load (spec 1 §4): a visitor with a remembered wallet connection (24 h)
 * has it checked silently, and is signed in again with the kept proof when the wallet still
 * holds that account and the web3 state is saved (30 min). The wallet code loads only when a
 * connection is remembered.
 */
function useAutoReconnect(visitor: boolean) {
  const transport = useTransport();
  const changes = useSessionChanges();
  useEffect(() => {
    if (!visitor || reconnectTried || readStored(storageKeys.walletConnection) == null) return;
    reconnectTried = true;
    void (async () => {
      const { reconnectWallet } = await import('../wallet/wallet-reconnect');
      if (!(await reconnectWallet(transport))) return;
      const session = signedInOf(await authApi.session());
      if (session) changes.signedIn(session);
    })().catch(() => undefined);
  }, [visitor, transport, changes]);
}

/**
 * The top bar's wallet control (spec 1 §2): the connected wallet, shortened, or 'Connect
 * Wallet'; either opens the unified auth modal (`?auth=true`), which knows the next step.
 * It carries that modal too, so the first page holds neither.
 */
export function WalletControl({ user }: { user: SessionUser | null }) {
  const [, setParams] = useSearchParams();
  const wallet = user?.walletAddress;
  useAutoReconnect(!user);
  const open = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(globalParams.auth, 'true');
      return next;
    });
  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-label={
          wallet ? `${walletTexts.wallet}: ${shortWallet(wallet)}` : walletTexts.connectWallet
        }
        className="flex h-10 items-center gap-2 rounded-full bg-raised px-3 text-sm font-semibold text-ink ring-1 ring-line transition-colors hover:bg-overlay max-sm:h-9 max-sm:px-2.5"
      >
        <Wallet aria-hidden className="size-4 text-[#f6851b]" />
        <span className={clsx('hidden md:inline', wallet && 'font-mono text-xs')}>
          {wallet ? shortWallet(wallet) : walletTexts.connectWallet}
        </span>
      </button>
      <UnifiedModalWhenAsked />
    </>
  );
}
