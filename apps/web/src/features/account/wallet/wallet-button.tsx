import { toastDurations } from '@/lib/toast-durations';
import { clsx } from 'clsx';
import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import type { Transport } from '@connectrpc/connect';
import { authApi, signedInOf, type SignedIn } from '../api/auth-client';
import { modalTexts } from '../texts';
import { knownWallet } from './eip1193';
import { walletTexts } from './wallet-texts';

const buttonClass =
  'flex h-11 w-full items-center justify-center gap-3 rounded-full border border-line bg-raised text-sm font-semibold text-ink transition-colors';

/** 'MetaMask Required' (spec 1 §8: warning, 5 s). */
export function metaMaskRequired() {
  toast.warning(walletTexts.metaMaskRequired, {
    description: walletTexts.metaMaskRequiredText,
    duration: toastDurations.normal,
  });
}

/** 'Wallet Linked' (spec 1 §8, 3 s): a signed-in user's wallet is now theirs too. */
export function walletLinked() {
  toast.success(walletTexts.walletLinked, { duration: toastDurations.short });
}

/** A failed wallet step as its toast: the title (Connection Failed, ...) and the spec's words. */
export function walletFailed(error: unknown) {
  const failure = error as { title?: string; message?: string };
  toast.error(failure.title ?? walletTexts.connectionFailed, {
    description: failure.message ?? walletTexts.connectFailed,
    duration: toastDurations.normal,
  });
}

/**
 * A wallet action's button: disabled, with an install link and 'MetaMask Required' when
 * pressed, while the page knows no wallet (spec 1 §2); else it runs `onPress`.
 */
export function WalletActionButton(props: { label: string; busy: boolean; onPress: () => void }) {
  const available = Boolean(knownWallet());
  const reasonId = useId();
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        aria-disabled={!available || props.busy}
        aria-describedby={available ? undefined : reasonId}
        onClick={() => (available ? !props.busy && props.onPress() : metaMaskRequired())}
        className={clsx(
          buttonClass,
          available ? 'hover:border-faint hover:bg-overlay' : 'cursor-not-allowed opacity-50',
        )}
      >
        <Wallet aria-hidden className="size-[18px] text-[#f6851b]" />
        {props.busy ? modalTexts.working : props.label}
        {!available && (
          <span id={reasonId} hidden>
            {walletTexts.metaMaskRequiredText}
          </span>
        )}
      </button>
      {!available && (
        <a
          href={walletTexts.installUrl}
          target="_blank"
          rel="noreferrer"
          className="text-xs text-muted underline hover:text-ink"
        >
          {walletTexts.install}
        </a>
      )}
    </div>
  );
}

/** Signs in with the wallet and tells the session; the wallet code loads when called. */
export async function walletSignIn(transport: Transport, signedIn: (result: SignedIn) => void) {
  const { signInWithWallet } = await import('./wallet-session');
  await signInWithWallet(transport);
  const session = signedInOf(await authApi.session());
  toast.success(walletTexts.walletConnected, { duration: toastDurations.short });
  if (session) signedIn(session);
}
