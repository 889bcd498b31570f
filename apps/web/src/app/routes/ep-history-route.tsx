import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { useSession } from '@/features/account/api/use-session';
import { rewardsTexts } from '@/features/rewards/texts';
import { assertNever } from '@/lib/assert-never';
import { lazyBody } from './lazy-body';

const EpHistory = lazyBody(() => import('./ep-history-body').then((m) => m.EpHistoryBody));

/** /profile/ep-history: the signed-in user's EP history; a visitor is asked to sign in. */
export function EpHistoryRoute() {
  const session = useSession();
  let body;
  switch (session.status) {
    case 'loading':
      body = <StatusMessage tone="loading">{rewardsTexts.loading}</StatusMessage>;
      break;
    case 'signed-out':
      body = <StatusMessage tone="info">{rewardsTexts.signIn}</StatusMessage>;
      break;
    case 'signed-in':
      body = <EpHistory />;
      break;
    default:
      return assertNever(session);
  }
  return (
    <>
      <PageHeader title={rewardsTexts.title} />
      {body}
    </>
  );
}
