import { useSession } from '@/features/account/api/use-session';
import { AccountControl } from '@/features/account/components/account-control';
import { SearchBox } from '@/features/search/components/search-box';
import { EpTotal } from '@/features/shell/components/ep-total';
import { InviteBanner } from '@/features/shell/components/invite-banner';
import { TopBar } from '@/features/shell/components/top-bar';

/**
 * Joins the session to the top bar: signed in, the EP total sits beside the user menu and the
 * invite banner runs under the bar (spec 1 §2). The listening issue supplies the EP total.
 */
export function TopBarSlot() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <>
      <TopBar
        search={<SearchBox />}
        account={
          <>
            {signedIn && <EpTotal total={null} />}
            <AccountControl />
          </>
        }
      />
      {signedIn && <InviteBanner />}
    </>
  );
}
