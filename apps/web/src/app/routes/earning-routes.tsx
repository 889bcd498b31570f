import type { ComponentType } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/account/api/use-session';
import { navLabels } from '@/features/shell/texts';
import { lazyBody } from './lazy-body';
import type { ViewerProps } from './viewer';

/** A page whose body (its own chunk, ADR 0010) is told who is looking; it asks visitors to sign in itself. */
function earningRoute(title: string, load: () => Promise<ComponentType<ViewerProps>>) {
  const Body = lazyBody(load);
  return function EarningRoute() {
    const session = useSession();
    const me =
      session.status === 'signed-in'
        ? session.user.id
        : session.status === 'loading'
          ? undefined
          : null;
    return (
      <>
        <PageHeader title={title} />
        <Body me={me} />
      </>
    );
  };
}

const pages = () => import('./earning-pages');

/** /ranking: the leaderboard, for visitors too; a member's own row is pinned. */
export const RankingRoute = earningRoute(navLabels.ranking, () =>
  pages().then((m) => m.RankingPage),
);

/** /referral: the referral dashboard; the user's id is their code. */
export const ReferralRoute = earningRoute(navLabels.referral, () =>
  pages().then((m) => m.ReferralPage),
);

/** /boost: the boosts on offer and the one running. */
export const BoostRoute = earningRoute(navLabels.boost, () => pages().then((m) => m.BoostPage));
