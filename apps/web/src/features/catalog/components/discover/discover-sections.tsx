import { Section } from '@/components/ui/section';
import { catalogTexts, discoverTexts } from '../../texts';
import { GenreGrid } from '../genres/genre-grid';
import { TrackList } from '../track-list';
import { TrendingTop } from '../trending/trending-top';
import { NewAlbumsShelf } from './new-albums-shelf';
import { PlaylistShelf } from './playlist-shelf';

/** Discover below its title: each section loads, fails and empties on its own. */
export function DiscoverSections() {
  return (
    <div className="flex flex-col gap-10">
      <PlaylistShelf title={discoverTexts.featured} filter={{ isFeatured: true }} />
      <PlaylistShelf title={discoverTexts.official} filter={{ isOfficial: true }} />
      <TrendingTop title={discoverTexts.trendingNow} />
      <NewAlbumsShelf />
      <Section title={discoverTexts.genres}>
        <GenreGrid />
      </Section>
      <Section title={catalogTexts.tracks}>
        <TrackList />
      </Section>
    </div>
  );
}
