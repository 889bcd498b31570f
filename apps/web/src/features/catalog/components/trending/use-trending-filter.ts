import { useSearchParams } from 'react-router';
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
  const filter = {
    period: parsePeriod(params.get(trendingParams.period)),
    genreId: parseId(params.get(trendingParams.genre) ?? undefined) ?? undefined,
  };
  const update = (change: TrendingFilterParams) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(trendingParams.period);
      next.delete(trendingParams.genre);
      trendingQuery({ ...filter, ...change }).forEach((value, key) => next.set(key, value));
      return next;
    });
  };
  return { filter, update };
}
