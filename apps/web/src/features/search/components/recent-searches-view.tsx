import { X } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { recentSearches, useRecentSearches } from '../recent-searches';
import { resultsTexts } from '../results-texts';

/**
 * The search page with a blank query: the recent searches, as the box shows them when empty
 * (at most 5, each removable, and 'Clear'; spec 1 §2), or where to start when there are none.
 * Nothing is asked of the server (spec 2 §5).
 */
export function RecentSearchesView() {
  const recent = useRecentSearches();
  if (recent.length === 0) {
    return <p className="py-12 text-center text-sm text-muted">{resultsTexts.startHint}</p>;
  }
  return (
    <section aria-labelledby="recent-searches-title" className="flex max-w-md flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id="recent-searches-title" className="text-sm font-semibold text-ink">
          {resultsTexts.recentSearches}
        </h2>
        <button
          type="button"
          className="rounded px-1 text-xs text-muted hover:text-ink"
          onClick={() => recentSearches.clear()}
        >
          {resultsTexts.clearRecent}
        </button>
      </div>
      <ul className="flex flex-col">
        {recent.map((query) => (
          <li key={query} className="flex items-center gap-1">
            <Link
              to={paths.search.getHref({ q: query })}
              className="min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-sm text-ink hover:bg-raised"
            >
              {query}
            </Link>
            <button
              type="button"
              aria-label={resultsTexts.remove(query)}
              className="rounded-full p-1 text-faint hover:text-ink"
              onClick={() => recentSearches.remove(query)}
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
