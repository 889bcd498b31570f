import { resolvePage, TRACKS_PAGE, type Page, type PageRules } from '@earshot/domain';
import { AppError } from '~/errors';
import type { TrackRecord, TrackRepo } from './track.repo';

/** A page of rows with the size of the whole list. */
export interface Paged<T> {
  rows: T[];
  total: number;
  page: Page;
}

function pageOrThrow(requested: { offset?: number; limit?: number }, rules: PageRules): Page {
  const result = resolvePage(requested, rules);
  if ('problem' in result) {
    throw new AppError(
      'invalid_argument',
      `page_${result.problem.field}_out_of_range`,
      result.problem.message,
    );
  }
  return result.page;
}

/** Use-cases of the public catalogue. */
export function createCatalogService(deps: { tracks: TrackRepo }) {
  return {
    async listTracks(requested: { offset?: number; limit?: number }): Promise<Paged<TrackRecord>> {
      const page = pageOrThrow(requested, TRACKS_PAGE);
      const [rows, total] = await Promise.all([deps.tracks.list(page), deps.tracks.count()]);
      return { rows, total, page };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
