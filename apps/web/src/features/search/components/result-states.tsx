import type { Track } from '@earshot/contract/catalog/v1/catalog';
import type { SearchHit } from '@earshot/contract/search/v1/search';
import type { ReactNode } from 'react';
import { ErrorBlock } from '@/components/ui/error-block';
import { StatusMessage } from '@/components/ui/status-message';
import { type RetryableQuery, useRetryStatus } from '@/hooks/use-retry-status';
import { resultsTexts } from '../results-texts';

/** Renders tracks found as a playable list (the app hands in the catalogue's list). */
export type RenderTracks = (tracks: Track[], label: string) => ReactNode;

/** The tracks of track hits, ready to play. */
export const tracksOf = (hits: SearchHit[]): Track[] =>
  hits.flatMap((h) => (h.track ? [h.track] : []));

/**
 * Nothing found, with the hint (spec 1 §2): tracks say 'No tracks found'; any other search,
 * which may find more than tracks, says 'No results for “q”'.
 */
export function NoResults({ q, tracks }: { q: string; tracks?: boolean }) {
  return (
    <div role="status" className="flex flex-col items-center gap-1 py-12 text-center">
      <p className="text-sm font-semibold break-words text-ink">
        {tracks ? resultsTexts.noResults : resultsTexts.noMatches(q)}
      </p>
      <p className="text-sm text-muted">{resultsTexts.noResultsHint}</p>
    </div>
  );
}

/**
 * A search still without answer: 'Searching…', or 'Search failed' from the first failed try with
 * the retries' timing and 'Try again' (the error block).
 */
export function SearchStatus({ query }: { query: RetryableQuery }) {
  const failure = useRetryStatus(query);
  return failure ? (
    <ErrorBlock message={resultsTexts.failed} failure={failure} />
  ) : (
    <StatusMessage tone="loading">{resultsTexts.loading}</StatusMessage>
  );
}

/** A later read failing while results stay shown: the error block above them. */
export function SearchRefetchFailure({ query }: { query: RetryableQuery }) {
  const failure = useRetryStatus(query);
  return failure ? <ErrorBlock message={resultsTexts.failed} failure={failure} compact /> : null;
}
