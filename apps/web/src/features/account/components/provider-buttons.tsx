import { type ReactNode, useId } from 'react';
import { clsx } from 'clsx';
import { Tooltip } from '@/components/ui/tooltip';
import { GOOGLE_SIGN_IN_URL } from '../api/auth-client';
import { useGoogleEnabled } from '../api/use-auth-config';
import { modalTexts } from '../texts';
import { WalletConnect } from '../unified/wallet-connect';

const providerClass =
  'flex h-11 w-full items-center justify-center gap-3 rounded-full border border-line bg-raised text-sm font-semibold text-ink transition-colors';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className="size-[18px] shrink-0">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

/**
 * A way in that cannot be used here: focusable (so its reason can be read on focus and
 * hover) but aria-disabled and inert, with the reason as its description.
 */
function UnavailableButton(props: { reason: string; children: ReactNode }) {
  const reasonId = useId();
  return (
    <Tooltip label={props.reason} side="top">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={reasonId}
        className={clsx(providerClass, 'cursor-not-allowed opacity-50')}
      >
        {props.children}
        <span id={reasonId} hidden>
          {props.reason}
        </span>
      </button>
    </Tooltip>
  );
}

/**
 * 'Continue with Google': a full page visit to the server, which redirects to Google and back.
 * When the server has no Google configuration the button stays, disabled, saying why.
 */
export function GoogleButton() {
  const enabled = useGoogleEnabled();
  if (!enabled) {
    return (
      <UnavailableButton reason={modalTexts.googleUnavailable}>
        <GoogleMark />
        {modalTexts.google}
      </UnavailableButton>
    );
  }
  return (
    <a
      href={GOOGLE_SIGN_IN_URL}
      className={clsx(providerClass, 'hover:border-faint hover:bg-overlay')}
    >
      <GoogleMark />
      {modalTexts.google}
    </a>
  );
}

/** The 'or' rule between a form and the other ways in. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs tracking-wide text-faint uppercase">
      <span aria-hidden className="h-px flex-1 bg-line" />
      {modalTexts.or}
      <span aria-hidden className="h-px flex-1 bg-line" />
    </div>
  );
}

/** Google and, where the step offers it, the wallet (the unified flow's wallet path). */
export function OtherWaysIn({ wallet }: { wallet: boolean }) {
  return (
    <>
      <OrDivider />
      <div className="flex flex-col gap-2.5">
        <GoogleButton />
        {wallet && <WalletConnect label={modalTexts.wallet} />}
      </div>
    </>
  );
}
