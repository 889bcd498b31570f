import type { Track } from '@earshot/contract/catalog/v1/catalog';
import type { SearchHit } from '@earshot/contract/search/v1/search';
import type { ReactNode } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { resultsTexts } from '../results-texts';

/** Renders tracks found as a playable list (the app hands in the catalogue's list). */
export type RenderTracks = (tracks: Track[], label: string) => ReactNode;

/** The tracks of track hits, ready to play. */
export const tracksOf = (hits: SearchHit[]): Track[] =>
  hits.flatMap((h) => (h.track ? [h.track] : []));

/** 'No tracks found' with its hint (spec 1 §2). */
export function NoResults() {
  return (
    <div className="flex flex-col items-center gap-1 py-12 text-center">
      <p className="text-sm font-semibold text-ink">{resultsTexts.noResults}</p>
      <p className="text-sm text-muted">{resultsTexts.noResultsHint}</p>
    </div>
  );
}

/** Loading and failed states of a search. */
export function SearchStatus({ status }: { status: 'pending' | 'error' }) {
  return status === 'pending' ? (
    <StatusMessage tone="loading">{resultsTexts.loading}</StatusMessage>
  ) : (
    <StatusMessage tone="error">{resultsTexts.failed}</StatusMessage>
  );
}
