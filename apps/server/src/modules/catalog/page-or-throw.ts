import { checkCatalogId, resolvePage, type Page, type PageRules } from '@earshot/domain';
import { AppError } from '~/errors';

/** A requested page window, or InvalidArgument naming the bad field. */
export function pageOrThrow(
  requested: { offset?: number | undefined; limit?: number | undefined },
  rules: PageRules,
): Page {
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

/** The catalogue ids a request may carry; each has its reason (REASONS.invalidTrackId, …). */
type CatalogIdField = 'track_id' | 'artist_id' | 'album_id' | 'genre_id';
/** What a catalogue read may not find; each has its reason (REASONS.trackNotFound, …). */
type FoundWhat = 'track' | 'artist' | 'album' | 'genre' | 'playlist';

/** A catalogue id, or InvalidArgument. */
export function catalogIdOrThrow(field: CatalogIdField, value: number): number {
  const problem = checkCatalogId(field, value);
  if (problem) throw new AppError('invalid_argument', `invalid_${field}` as const, problem.message);
  return value;
}

/** An optional catalogue id filter: absent stays absent, present must be valid. */
export function optionalCatalogId(
  field: CatalogIdField,
  value: number | undefined,
): number | undefined {
  return value === undefined ? undefined : catalogIdOrThrow(field, value);
}

/** The row, or NotFound with the spec's 404 text and a reason naming what was missing. */
export function found<T>(row: T | undefined, what: FoundWhat): T {
  if (row === undefined) throw new AppError('not_found', `${what}_not_found` as const);
  return row;
}
