import { PageHeader } from '@/components/ui/page-header';
import { navLabels } from '@/features/shell/texts';
import { lazyBody } from './lazy-body';

const DiscoverSections = lazyBody(() =>
  import('@/features/catalog/components/discover/discover-sections').then(
    (m) => m.DiscoverSections,
  ),
);

/** /discover: playlists, trending, new albums, genres and the first page of tracks. */
export function DiscoverRoute() {
  return (
    <>
      <PageHeader title={navLabels.discover} />
      <DiscoverSections />
    </>
  );
}
