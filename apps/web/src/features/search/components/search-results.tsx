import { ShareButton } from '@/components/ui/share-button';
import { paths } from '@/config/paths';
import { isBlankQuery } from '../search-rules';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { recentSearches } from '../recent-searches';
import { resultsTexts } from '../results-texts';
import { searchTypeOf } from '../search-params';
import { RecentSearchesView } from './recent-searches-view';
import type { RenderTracks } from './result-states';
import { TypeResults } from './type-results';
import { UnifiedResults } from './unified-results';

/**
 * /search?q=: the unified view, or one collection with type= (spec 1 §2). The search is
 * remembered among the recent searches; a blank query asks nothing (spec 2 §5) and shows the
 * recent searches, as the empty box does. Share sends the
 * page's canonical address (q and type only).
 */
export function SearchResults({ renderTracks }: { renderTracks: RenderTracks }) {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const type = searchTypeOf(params.get('type'));
  useEffect(() => {
    if (!isBlankQuery(q)) recentSearches.remember(q);
  }, [q]);
  if (isBlankQuery(q)) return <RecentSearchesView />;
  return (
    <>
      <div className="-mt-4 mb-4 flex items-center justify-between gap-4">
        <p className="min-w-0 truncate text-sm text-muted">{resultsTexts.resultsFor(q)}</p>
        <ShareButton
          title={resultsTexts.resultsFor(q)}
          path={paths.search.getHref(type ? { q, type } : { q })}
        />
      </div>
      {type ? (
        <TypeResults key={`${q}-${type}`} q={q} type={type} renderTracks={renderTracks} />
      ) : (
        <UnifiedResults q={q} renderTracks={renderTracks} />
      )}
    </>
  );
}
