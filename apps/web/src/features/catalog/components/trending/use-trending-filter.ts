import { useLocation, useSearchParams } from 'react-router';
import { type TrendingFilterParams, trendingParams, trendingQuery } from '@/config/paths';
import { parseId } from '@/lib/parse-id';
import { parsePeriod } from '../../trending';

/**
 * The trending filter, kept in the address (?period=weekly&genre=1) so a reload
 * or a shared link shows the same ranking. Each change is a new history entry, so
 * Back steps through the choices before it leaves the page; the page's other
 * parameters (signin, ref, ...) are left alone.
 */
export function useTrendingFilter() {
  const [params, setParams] = useSearchParams();
  const location = useLocation() as { state: { unknownGenre?: boolean } | null };
  const filter = {
    period: parsePeriod(params.get(trendingParams.period)),
    genreId: parseId(params.get(trendingParams.genre) ?? undefined) ?? undefined,
  };
  /** The address names a genre, whether or not it reads as an id. */
  const namesGenre = params.has(trendingParams.genre);
  const update = (change: TrendingFilterParams) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(trendingParams.period);
      next.delete(trendingParams.genre);
      trendingQuery({ ...filter, ...change }).forEach((value, key) => next.set(key, value));
      return next;
    });
  };
  /**
   * Drops a genre that does not exist from the address, marking the entry so the page can say
   * why it shows every genre (the mark goes with the next choice, a new entry).
   */
  const dropUnknownGenre = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(trendingParams.genre);
        return next;
      },
      { replace: true, state: { unknownGenre: true } },
    );
  };
  return {
    filter,
    namesGenre,
    droppedUnknownGenre: location.state?.unknownGenre === true,
    update,
    dropUnknownGenre,
  };
}
