import { PageHeader } from '@/components/ui/page-header';
import { TrackList } from '@/features/catalog/components/track-list';
import { navLabels } from '@/features/shell/texts';

/** /discover: the first page of the catalogue's tracks. */
export function DiscoverRoute() {
  return (
    <>
      <PageHeader title={navLabels.discover} />
      <TrackList />
    </>
  );
}
