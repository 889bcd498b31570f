import { CardGrid } from '@/components/ui/media-card';
import { Section } from '@/components/ui/section';
import { usePublicPlaylists } from '../../api/use-playlists';
import { browseTexts } from '../../texts';
import { PlaylistCard } from '../cards';
import { QueryStates } from '../query-states';

/** Discover's featured or official playlists. */
export function PlaylistShelf(props: {
  title: string;
  filter: { isFeatured: true } | { isOfficial: true };
}) {
  const query = usePublicPlaylists(props.filter);
  const data = query.data;
  const playlists = data?.playlists ?? [];
  return (
    <Section title={props.title}>
      <QueryStates
        query={query}
        isEmpty={playlists.length === 0}
        failed={browseTexts.playlistsFailed}
        empty={browseTexts.noPlaylists}
      >
        {() => (
          <CardGrid label={props.title}>
            {playlists.map((playlist) => (
              <PlaylistCard key={playlist.playlistId} playlist={playlist} />
            ))}
          </CardGrid>
        )}
      </QueryStates>
    </Section>
  );
}
