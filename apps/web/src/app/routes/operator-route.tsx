import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/account/api/use-session';
import { lazyBody } from './lazy-body';

// Its words, its calls and its sections all come with the body's chunk: only the title is here.
const Console = lazyBody(() =>
  import('@/features/operator/components/operator-console').then((m) => m.OperatorConsole),
);

/** /operator: the operator console (issue 39), loaded with the route; the body checks access. */
export function OperatorRoute() {
  const session = useSession();
  return (
    <>
      <PageHeader title="Operator console" />
      <Console session={session.status} />
    </>
  );
}
