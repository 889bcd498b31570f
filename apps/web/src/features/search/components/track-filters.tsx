import { useSearchParams } from 'react-router';
import { useFacets } from '../api/use-search';
import { resultsTexts } from '../results-texts';
import {
  FACET_FIELDS,
  type FacetField,
  filterByOf,
  SORTS,
  type SortName,
  sortOf,
} from '../search-params';

const selectClass =
  'h-9 w-full min-w-0 rounded-full border border-line bg-raised px-3 text-sm text-ink focus:border-accent-strong focus:outline-none';

/**
 * The sort (relevance, newest, most played) and the genre, artist and year facets of the
 * tracks found; each choice lives in the address, a history entry of its own (Back steps
 * through them). Facet counts follow the other choices.
 */
export function TrackFilters({ q }: { q: string }) {
  const [params, setParams] = useSearchParams();
  const facets = useFacets(q, filterByOf(params));
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-muted">
        {resultsTexts.sortLabel}
        <select
          className={selectClass}
          value={sortOf(params.get('sort'))}
          onChange={(e) => change('sort', e.target.value === 'relevance' ? '' : e.target.value)}
        >
          {(Object.keys(SORTS) as SortName[]).map((name) => (
            <option key={name} value={name}>
              {resultsTexts.sorts[name]}
            </option>
          ))}
        </select>
      </label>
      {FACET_FIELDS.map((field) => (
        <FacetSelect
          key={field}
          field={field}
          value={params.get(field) ?? ''}
          counts={facets.data?.facets.find((f) => f.field === field)?.counts ?? []}
          onChange={(value) => change(field, value)}
        />
      ))}
      {facets.isError && (
        <span className="col-span-full text-xs text-danger">{resultsTexts.facetsFailed}</span>
      )}
    </div>
  );
}

function FacetSelect(props: {
  field: FacetField;
  value: string;
  counts: { value: string; count: number }[];
  onChange: (value: string) => void;
}) {
  const { field, value, counts } = props;
  const listed =
    counts.some((c) => c.value === value) || !value ? counts : [{ value, count: 0 }, ...counts];
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-muted">
      {resultsTexts.facets[field]}
      <select
        className={selectClass}
        value={value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{resultsTexts.allValues}</option>
        {listed.map((c) => (
          <option key={c.value} value={c.value}>
            {c.count ? `${c.value} (${c.count})` : c.value}
          </option>
        ))}
      </select>
    </label>
  );
}
