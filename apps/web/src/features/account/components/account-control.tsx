import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { assertNever } from '@/lib/assert-never';
import { lazyComponent } from '@/lib/lazy-component';
import { useInitTimeout } from '../api/use-init-timeout';
import { useSession, useSessionRefusals } from '../api/use-session';
import { requestedEntry } from './auth-entry';
import { SignInButton } from './sign-in-button';

// Loaded when first needed, so a visitor's first page does not carry the dialogs (ADR 0010).
const AuthModal = lazyComponent(() => import('./auth-modal').then((m) => m.AuthModal));
const UserMenu = lazyComponent(() => import('./user-menu').then((m) => m.UserMenu));
const WalletControl = lazyComponent(() =>
  import('../unified/wallet-control').then((m) => m.WalletControl),
);
const OAuthNotice = lazyComponent(() =>
  import('../wallet/oauth-notice').then((m) => m.OAuthNotice),
);

const placeholder = (
  <span aria-hidden className="block h-10 w-10 rounded-full bg-raised/60 sm:w-36" />
);

/**
 * The authentication modal, once the address has asked for it; it stays mounted afterwards
 * so closing it animates like any dialog.
 */
function AuthModalWhenAsked() {
  const [params] = useSearchParams();
  const asked = requestedEntry(params) !== null;
  const [loaded, setLoaded] = useState(asked);
  if (asked && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}

/** The Google linking notices, loaded only when the address carries one. */
function OAuthNoticeWhenAsked() {
  const [params] = useSearchParams();
  if (!params.has('oauth_success') && !params.has('oauth_error')) return null;
  return (
    <Suspense fallback={null}>
      <OAuthNotice />
    </Suspense>
  );
}

/**
 * The top bar's account corner: nothing while the session loads (a placeholder keeps the
 * bar from jumping; after 30 s, the visitor's button and spec 1 §8's timeout notice), 'Sign In / Sign Up' for a visitor, the user menu once signed in; and the
 * authentication modal, which answers `?signin=true` / `?signup=true`.
 */
export function AccountControl() {
  const session = useSession();
  useSessionRefusals();
  const timedOut = useInitTimeout(session.status === 'loading');
  let control;
  switch (session.status) {
    case 'loading':
      control = timedOut ? <SignInButton /> : placeholder;
      break;
    case 'signed-out':
      control = <SignInButton />;
      break;
    case 'signed-in':
      control = (
        <Suspense fallback={placeholder}>
          <UserMenu user={session.user} method={session.method} />
        </Suspense>
      );
      break;
    default:
      return assertNever(session);
  }
  return (
    <>
      {session.status !== 'loading' && (
        <Suspense fallback={null}>
          <WalletControl user={session.status === 'signed-in' ? session.user : null} />
        </Suspense>
      )}
      {control}
      <AuthModalWhenAsked />
      <OAuthNoticeWhenAsked />
    </>
  );
}
