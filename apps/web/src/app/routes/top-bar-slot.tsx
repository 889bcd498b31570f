import { useSession } from '@/features/account/api/use-session';
import { AccountControl } from '@/features/account/components/account-control';
import { SearchBox } from '@/features/search/components/search-box';
import { TopBar } from '@/features/shell/components/top-bar';
import { BalanceTotal, InviteBanner } from './lazy-slots';

/**
 * Joins the session to the top bar: signed in, 'Your EP' (the balance, leading to the EP
 * history) sits beside the user menu and the invite banner runs under the bar (spec 1 §2).
 */
export function TopBarSlot() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <>
      <TopBar
        search={<SearchBox />}
        account={
          <>
            {signedIn && <BalanceTotal />}
            <AccountControl />
          </>
        }
      />
      {signedIn && <InviteBanner />}
    </>
  );
}
