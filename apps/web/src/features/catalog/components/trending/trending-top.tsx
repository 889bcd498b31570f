import { Link } from 'react-router';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageSizes } from '../../api/paging';
import { useTrendingTop } from '../../api/use-trending';
import { catalogTexts, trendingTexts } from '../../texts';
import { periodEnum, toTrendingRows } from '../../trending';
import { QueryStates } from '../query-states';
import { TrendingRows } from './trending-rows';

/** The top of today's ranking (overall or of a genre), with a link to the whole of it. */
export function TrendingTop(props: { title: string; genreId?: number; limit?: number }) {
  const query = useTrendingTop({
    periodType: periodEnum('daily'),
    genreId: props.genreId,
    limit: props.limit ?? pageSizes.discoverTrending,
  });
  const data = query.data;
  const rows = toTrendingRows(data?.tracks ?? [], 0);
  const seeAll = (
    <Link
      to={paths.trending.getHref({ genreId: props.genreId })}
      aria-label={catalogTexts.seeAllTrending}
      className="text-sm font-semibold text-muted hover:text-ink hover:underline"
    >
      {catalogTexts.seeAll}
    </Link>
  );
  return (
    <Section title={props.title} action={seeAll}>
      <QueryStates
        query={query}
        isEmpty={rows.length === 0}
        failed={trendingTexts.failed}
        empty={trendingTexts.empty}
      >
        {() => <TrendingRows label={props.title} rows={rows} />}
      </QueryStates>
    </Section>
  );
}
