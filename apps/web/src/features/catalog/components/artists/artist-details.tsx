import { VerificationStatus } from '@earshot/contract/catalog/v1/catalog';
import { DetailHeader } from '@/components/ui/detail-header';
import { FavoriteSlot } from '@/components/ui/library-slots';
import { Section } from '@/components/ui/section';
import { ShareButton } from '@/components/ui/share-button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useArtist } from '../../api/use-artists';
import { browseTexts, catalogTexts } from '../../texts';
import { AlbumGrid } from '../albums/album-grid';
import { EntityFailure } from '../entity-failure';
import { PagedTracks } from '../paged-tracks';
import { VerifiedBadge } from '../verified-badge';

/** /artist/:id: avatar, name, verification, bio, then the artist's albums and tracks. */
export function ArtistDetails({ artistId }: { artistId: number | null }) {
  return artistId === null ? <EntityFailure of="artist" /> : <ArtistView artistId={artistId} />;
}

function ArtistView({ artistId }: { artistId: number }) {
  const { data, status, error } = useArtist(artistId);
  if (status === 'pending') {
    return <StatusMessage tone="loading">{catalogTexts.loading}</StatusMessage>;
  }
  if (status === 'error' || !data.artist)
    return <EntityFailure of="artist" error={error ?? undefined} />;
  const artist = data.artist;
  const verified = artist.verificationStatus === VerificationStatus.VERIFIED;
  const kicker = (
    <span className="flex items-center gap-3">
      {browseTexts.artist}
      {verified && <VerifiedBadge />}
    </span>
  );
  return (
    <>
      <DetailHeader
        imageUrl={artist.avatarUrl}
        round
        kicker={kicker}
        title={artist.name}
        actions={
          <>
            <FavoriteSlot kind="artist" itemId={artist.artistId} name={artist.name} />
            <ShareButton title={artist.name} path={paths.artist.getHref(artist.artistId)} />
          </>
        }
      >
        {artist.bio && <p className="max-w-prose text-sm text-muted">{artist.bio}</p>}
        <p className="text-sm text-faint">
          {browseTexts.albumCount(artist.albumCount)} · {browseTexts.trackCount(artist.trackCount)}
        </p>
      </DetailHeader>
      <div className="flex flex-col gap-10">
        <Section title={browseTexts.albums}>
          <AlbumGrid artistId={artistId} />
        </Section>
        <Section title={catalogTexts.tracks}>
          <PagedTracks filter={{ artistId }} />
        </Section>
      </div>
    </>
  );
}
