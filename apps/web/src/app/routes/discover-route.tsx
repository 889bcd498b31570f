import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/account/api/use-session';
import { storedReferral } from '@/features/referral/storage';
import { navLabels } from '@/features/shell/texts';
import { lazyComponent } from '@/lib/lazy-component';
import { lazyBody } from './lazy-body';

const DiscoverSections = lazyBody(() =>
  import('@/features/catalog/components/discover/discover-sections').then(
    (m) => m.DiscoverSections,
  ),
);
// Only an invited visitor loads it (and the referral contract it asks through).
const InviteWelcome = lazyComponent(() =>
  import('@/features/referral/components/invite-welcome').then((m) => m.InviteWelcome),
);

const INVITE_PARAM = /[?&](ref|referral)=/;

/**
 * /discover: an invited visitor's welcome (who invited them, the bonus, Sign Up), then
 * playlists, trending, new albums, genres and the first page of tracks.
 */
export function DiscoverRoute() {
  const { search } = useLocation();
  const invited =
    useSession().status === 'signed-out' &&
    (INVITE_PARAM.test(search) || storedReferral() !== null);
  return (
    <>
      <PageHeader title={navLabels.discover} />
      {invited && (
        <Suspense fallback={null}>
          <InviteWelcome />
        </Suspense>
      )}
      <DiscoverSections />
    </>
  );
}
