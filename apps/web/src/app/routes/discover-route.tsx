import { PageHeader } from '@/components/ui/page-header';
import { DiscoverSections } from '@/features/catalog/components/discover/discover-sections';
import { navLabels } from '@/features/shell/texts';

/** /discover: playlists, trending, new albums, genres and the first page of tracks. */
export function DiscoverRoute() {
  return (
    <>
      <PageHeader title={navLabels.discover} />
      <DiscoverSections />
    </>
  );
}
