import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useGenres } from '../../api/use-genres';
import { trendingTexts } from '../../texts';

/** 'Genre': All genres, then every genre; offers just 'All genres' until they load. */
export function GenreFilter(props: {
  value: number | undefined;
  onChange: (genreId: number | undefined) => void;
}) {
  const { data } = useGenres();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {trendingTexts.genre}
      </label>
      <div className="relative">
        <select
          id={id}
          value={props.value ?? ''}
          onChange={(event) =>
            props.onChange(event.target.value === '' ? undefined : Number(event.target.value))
          }
          className="h-10 appearance-none rounded-full border border-line bg-raised pr-9 pl-4 text-sm text-ink hover:border-faint"
        >
          <option value="">{trendingTexts.allGenres}</option>
          {data?.genres.map((genre) => (
            <option key={genre.genreId} value={genre.genreId}>
              {genre.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
