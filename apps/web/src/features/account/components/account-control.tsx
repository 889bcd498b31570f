import { assertNever } from '@/lib/assert-never';
import { useSession, useSessionRefusals } from '../api/use-session';
import { AuthModal } from './auth-modal';
import { SignInButton } from './sign-in-button';
import { UserMenu } from './user-menu';

/**
 * The top bar's account corner: nothing while the session loads (a placeholder keeps the
 * bar from jumping), 'Sign In / Sign Up' for a visitor, the user menu once signed in; and the
 * authentication modal, which answers `?signin=true` / `?signup=true`.
 */
export function AccountControl() {
  const session = useSession();
  useSessionRefusals();
  let control;
  switch (session.status) {
    case 'loading':
      control = <span aria-hidden className="block h-10 w-10 rounded-full bg-raised/60 sm:w-36" />;
      break;
    case 'signed-out':
      control = <SignInButton />;
      break;
    case 'signed-in':
      control = <UserMenu user={session.user} />;
      break;
    default:
      return assertNever(session);
  }
  return (
    <>
      {control}
      <AuthModal />
    </>
  );
}
