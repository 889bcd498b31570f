import { PageHeader } from '@/components/ui/page-header';
import { pageTitles } from '@/features/shell/texts';
import { lazyBody } from './lazy-body';

const SearchBody = lazyBody(() => import('./search-page').then((m) => m.SearchBody));

/** /search?q=: the title at once, the results in their own chunk. */
export function SearchRoute() {
  return (
    <>
      <PageHeader title={pageTitles.search} />
      <SearchBody />
    </>
  );
}
