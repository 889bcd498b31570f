import { PageHeader } from '@/components/ui/page-header';
import { lazyBody } from './lazy-body';

// Its words, its calls and its sections all come with the body's chunk: only the title is here.
const Console = lazyBody(() =>
  import('@/features/operator/components/operator-console').then((m) => m.OperatorConsole),
);

/** /operator: the operator console (issue 39), loaded with the route; the body checks access. */
export function OperatorRoute() {
  return (
    <>
      <PageHeader title="Operator console" />
      <Console />
    </>
  );
}
