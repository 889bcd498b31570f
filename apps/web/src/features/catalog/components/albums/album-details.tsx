import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { DetailHeader } from '@/components/ui/detail-header';
import { FavoriteSlot } from '@/components/ui/library-slots';
import { Section } from '@/components/ui/section';
import { ShareButton } from '@/components/ui/share-button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { artistLabel } from '@/lib/track-display';
import { pageSizes } from '../../api/paging';
import { useAlbum } from '../../api/use-albums';
import { useTrackPages } from '../../api/use-tracks';
import { browseTexts, catalogTexts } from '../../texts';
import { EntityFailure } from '../entity-failure';
import { PagedTracks } from '../paged-tracks';
import { PlayAllButton } from '../play-all-button';
import { AlbumFacts } from './album-facts';

/** The number beside an album track: its place on the album when known. */
const albumPosition = (track: Track, index: number) =>
  track.trackNumber > 0 ? track.trackNumber : index + 1;

/**
 * /album/:id: cover, title, artist, release date, genre, play all, then the tracks in order; a
 * track link's track (`selectedTrackId`) is selected: marked, scrolled to, its Play focused.
 */
export function AlbumDetails(props: { albumId: number | null; selectedTrackId?: number | null }) {
  return props.albumId === null ? (
    <EntityFailure of="album" />
  ) : (
    <AlbumView albumId={props.albumId} selectedTrackId={props.selectedTrackId ?? null} />
  );
}

function AlbumView({
  albumId,
  selectedTrackId,
}: {
  albumId: number;
  selectedTrackId: number | null;
}) {
  const { data, status, error } = useAlbum(albumId);
  const tracks = useTrackPages({ albumId }, pageSizes.albumTracks);
  if (status === 'pending') {
    return <StatusMessage tone="loading">{catalogTexts.loading}</StatusMessage>;
  }
  if (status === 'error' || !data.album)
    return <EntityFailure of="album" error={error ?? undefined} />;
  const album = data.album;
  const loaded = tracks.data?.pages.flatMap((page) => page.tracks) ?? [];
  return (
    <>
      <DetailHeader
        imageUrl={album.coverUrl}
        kicker={browseTexts.album}
        title={album.title}
        byline={artistLabel(album)}
        actions={
          <>
            <PlayAllButton tracks={loaded} />
            <FavoriteSlot kind="album" itemId={album.albumId} name={album.title} />
            <ShareButton title={album.title} path={paths.album.getHref(album.albumId)} />
          </>
        }
      >
        <AlbumFacts album={album} />
      </DetailHeader>
      <Section title={catalogTexts.tracks}>
        <PagedTracks
          filter={{ albumId }}
          limit={pageSizes.albumTracks}
          positionOf={albumPosition}
          selectedTrackId={selectedTrackId}
        />
      </Section>
    </>
  );
}
