import {
  type Album,
  type Artist,
  type Genre,
  type Playlist,
  VerificationStatus,
} from '@earshot/contract/catalog/v1/catalog';
import { MediaCard } from '@/components/ui/media-card';
import { paths } from '@/config/paths';
import { yearOf } from '@/lib/format-date';
import { artistLabel } from '@/lib/track-display';
import { browseTexts } from '../texts';
import { VerifiedBadge } from './verified-badge';

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' · ');

export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  return (
    <MediaCard
      href={paths.playlist.getHref(playlist.playlistId)}
      title={playlist.title}
      imageUrl={playlist.coverImage || playlist.imageUrl}
      subtitle={joined(playlist.creatorName, browseTexts.trackCount(playlist.trackCount))}
    />
  );
}

export function AlbumCard({ album }: { album: Album }) {
  return (
    <MediaCard
      href={paths.album.getHref(album.albumId)}
      title={album.title}
      imageUrl={album.coverUrl}
      subtitle={joined(artistLabel(album), yearOf(album.releaseDate))}
    />
  );
}

export function ArtistCard({ artist }: { artist: Artist }) {
  const verified = artist.verificationStatus === VerificationStatus.VERIFIED;
  return (
    <MediaCard
      href={paths.artist.getHref(artist.artistId)}
      title={artist.name}
      imageUrl={artist.avatarUrl}
      round
      subtitle={verified ? <VerifiedBadge /> : browseTexts.artist}
    />
  );
}

export function GenreCard({ genre }: { genre: Genre }) {
  return (
    <MediaCard
      href={paths.genre.getHref(genre.genreId)}
      title={genre.name}
      imageUrl={genre.imageUrl}
      subtitle={browseTexts.trackCount(genre.trackCount)}
    />
  );
}
