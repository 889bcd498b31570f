import type { SearchGroup } from '@earshot/contract/search/v1/search';
import { Link } from 'react-router';
import { Section } from '@/components/ui/section';
import { paths, type SearchType } from '@/config/paths';
import { useUnifiedSearch } from '../api/use-search';
import { resultsTexts } from '../results-texts';
import { HitCards } from './hit-cards';
import { kindName } from './kind-name';
import {
  NoResults,
  type RenderTracks,
  SearchRefetchFailure,
  SearchStatus,
  tracksOf,
} from './result-states';

const TYPES = {
  track: 'tracks',
  artist: 'artists',
  album: 'albums',
  playlist: 'playlists',
} as const;

/** The top result, then tracks, artists, albums and playlists, 5 each with 'Show all'. */
export function UnifiedResults({ q, renderTracks }: { q: string; renderTracks: RenderTracks }) {
  const query = useUnifiedSearch(q);
  const { data } = query;
  if (!data) return <SearchStatus query={query} />;
  const groups = data.groups.filter((g) => g.hits.length > 0);
  if (groups.length === 0) return <NoResults q={q} />;
  const top = data.topResult;
  return (
    <div className="flex flex-col gap-10">
      <SearchRefetchFailure query={query} />
      {top && (
        <Section title={resultsTexts.topResult}>
          {top.track ? (
            renderTracks([top.track], resultsTexts.topResult)
          ) : (
            <HitCards label={resultsTexts.topResult} hits={[top]} />
          )}
        </Section>
      )}
      {groups.map((group) => (
        <GroupSection key={group.kind} q={q} group={group} renderTracks={renderTracks} />
      ))}
    </div>
  );
}

function GroupSection(props: { q: string; group: SearchGroup; renderTracks: RenderTracks }) {
  const { q, group } = props;
  const kind = kindName(group.kind);
  const title = resultsTexts.groups[kind];
  const type: SearchType = TYPES[kind];
  return (
    <Section
      title={title}
      action={
        <Link
          to={paths.search.getHref({ q, type })}
          aria-label={`${resultsTexts.showAll} ${title}`}
          className="text-sm font-semibold text-muted hover:text-ink"
        >
          {resultsTexts.showAll}
        </Link>
      }
    >
      {kind === 'track' ? (
        props.renderTracks(tracksOf(group.hits), title)
      ) : (
        <HitCards label={title} hits={group.hits} />
      )}
    </Section>
  );
}
