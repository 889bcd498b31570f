import type { SearchHit } from '@earshot/contract/search/v1/search';
import { CardGrid, MediaCard } from '@/components/ui/media-card';
import { paths } from '@/config/paths';
import { resultsTexts } from '../results-texts';
import { kindName } from './kind-name';

/** Where a hit that is not a track leads. */
export function hitHref(hit: SearchHit): string {
  const kind = kindName(hit.kind);
  if (kind === 'artist') return paths.artist.getHref(hit.id);
  if (kind === 'album') return paths.album.getHref(hit.id);
  return paths.playlist.getHref(hit.id);
}

function subtitleOf(hit: SearchHit): string {
  const kind = kindName(hit.kind);
  if (kind === 'artist') return resultsTexts.kinds.artist;
  if (kind === 'playlist') {
    return [hit.subtitle, resultsTexts.tracksCount(hit.trackCount)].filter(Boolean).join(' · ');
  }
  return [hit.subtitle, hit.year || ''].filter(Boolean).join(' · ');
}

/** Artists, albums or playlists found, as cards. */
export function HitCards({ label, hits }: { label: string; hits: SearchHit[] }) {
  return (
    <CardGrid label={label}>
      {hits.map((hit) => (
        <MediaCard
          key={hit.id}
          href={hitHref(hit)}
          title={hit.title}
          subtitle={subtitleOf(hit)}
          imageUrl={hit.imageUrl}
          round={kindName(hit.kind) === 'artist'}
        />
      ))}
    </CardGrid>
  );
}
