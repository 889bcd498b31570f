import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { globalParams } from '@/config/paths';
import { accountTexts } from '../texts';

/**
 * The visitor's entry to sign-in: it sets `?signin=true` on the current page
 * (spec 1 §2), which the sign-in modal will answer to.
 */
export function SignInButton() {
  const [, setSearchParams] = useSearchParams();
  const openSignIn = () => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(globalParams.signIn, 'true');
      return next;
    });
  };
  return (
    <Button onClick={openSignIn} className="px-3 sm:px-5">
      {accountTexts.signInOrUp}
    </Button>
  );
}
