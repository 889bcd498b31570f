import { SearchKind, type Suggestion } from '@earshot/contract/search/v1/search';
import { cutSubtitle } from '../search-rules';
import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { paths } from '@/config/paths';
import { usePlayerEngines } from '@/lib/runtime/player';
import { isPlayable } from '@/lib/track-display';
import { useSuggestions } from '../api/use-suggestions';
import { recentSearches, useRecentSearches } from '../recent-searches';
import { resultsTexts } from '../results-texts';
import { kindName } from './kind-name';

type Option = { kind: 'recent'; query: string } | { kind: 'suggestion'; suggestion: Suggestion };

const GROUP_ORDER = [
  SearchKind.ARTIST,
  SearchKind.TRACK,
  SearchKind.ALBUM,
  SearchKind.PLAYLIST,
] as const;

/**
 * Under the search box: the recent searches when it is empty (at most 5, each removable, and
 * 'Clear'), else up to 8 suggestions grouped by kind with image and subtitle (spec 1 §2).
 * Arrow keys move, Enter chooses, Escape closes; choosing opens the artist, album or playlist,
 * or plays the track.
 */
export function SuggestionsPanel(props: {
  id: string;
  text: string;
  /** The box: the panel listens to its keys and points its active descendant. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Closes the list (called with false). */
  onClose: (open: false) => void;
}) {
  const { id, text, inputRef, onClose } = props;
  const onDone = () => {
    onClose(false);
    inputRef.current?.blur();
  };
  const recent = useRecentSearches();
  const { q, suggestions, answered } = useSuggestions(text);
  const navigate = useNavigate();
  const { playback } = usePlayerEngines();
  const blank = text.trim() === '';
  const options: Option[] = blank
    ? recent.map((query) => ({ kind: 'recent', query }))
    : GROUP_ORDER.flatMap((kind) =>
        suggestions
          .filter((s) => s.kind === kind)
          .map((suggestion) => ({ kind: 'suggestion' as const, suggestion })),
      );
  // The chosen option by its key, so that suggestions arriving late keep it while it is there.
  const keyOf = (o: Option) =>
    o.kind === 'recent' ? `r:${o.query}` : `s:${o.suggestion.kind}:${o.suggestion.id}`;
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = activeKey === null ? -1 : options.findIndex((o) => keyOf(o) === activeKey);
  const setActive = (index: number) => {
    const option = options[index];
    setActiveKey(option ? keyOf(option) : null);
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => {
    const box = inputRef.current;
    if (active >= 0) box?.setAttribute('aria-activedescendant', optionId(active));
    else box?.removeAttribute('aria-activedescendant');
  });

  const choose = (option: Option) => {
    if (option.kind === 'recent') {
      recentSearches.remember(option.query);
      void navigate(paths.search.getHref({ q: option.query }));
    } else {
      if (q) recentSearches.remember(q);
      open(option.suggestion);
    }
    onDone();
  };
  const open = (s: Suggestion) => {
    if (s.kind === SearchKind.TRACK) {
      if (s.track && isPlayable(s.track)) playback.requestSong(s.track, [s.track]);
    } else if (s.kind === SearchKind.ARTIST) void navigate(paths.artist.getHref(s.id));
    else if (s.kind === SearchKind.ALBUM) void navigate(paths.album.getHref(s.id));
    else void navigate(paths.playlist.getHref(s.id));
  };

  // Whether the panel used a key pressed in the box.
  const onKey = (key: string): boolean => {
    if (key === 'Escape') {
      onClose(false);
      return true;
    }
    if (options.length === 0) return false;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      const step = key === 'ArrowDown' ? 1 : -1;
      // -1 (the text itself) and each option, round and round.
      const states = options.length + 1;
      setActive(((active + 1 + step + states) % states) - 1);
      return true;
    }
    if (key === 'Enter' && active >= 0 && options[active]) {
      choose(options[active]);
      return true;
    }
    return false;
  };
  const latestKey = useRef(onKey);
  useEffect(() => {
    latestKey.current = onKey;
  });
  useEffect(() => {
    const box = inputRef.current;
    const listen = (event: KeyboardEvent) => {
      if (latestKey.current(event.key)) event.preventDefault();
    };
    box?.addEventListener('keydown', listen);
    return () => {
      box?.removeEventListener('keydown', listen);
      box?.removeAttribute('aria-activedescendant');
    };
  }, [inputRef]);

  const keep = (event: { preventDefault(): void }) => event.preventDefault();
  // Right under the box and as wide: on a phone the box has a row of the top bar to itself.
  const panelClass =
    'absolute top-12 right-0 left-0 z-40 rounded-xl border border-line bg-overlay p-2 shadow-xl shadow-black/40';
  if (options.length === 0) {
    // A text the server found nothing for says so; still typing, or a failure, shows nothing.
    if (blank || !answered) return null;
    return (
      <div className={panelClass} onMouseDown={keep}>
        <p role="status" className="truncate px-2 py-1.5 text-sm text-muted">
          {resultsTexts.noMatches(q)}
        </p>
      </div>
    );
  }
  return (
    <div className={panelClass} onMouseDown={keep}>
      {blank && (
        <div className="flex items-center justify-between px-2 pb-1 text-xs text-muted">
          <span id={`${id}-recent`}>{resultsTexts.recentSearches}</span>
          <button
            type="button"
            className="rounded px-1 hover:text-ink"
            onClick={() => recentSearches.clear()}
          >
            {resultsTexts.clearRecent}
          </button>
        </div>
      )}
      <ul
        id={id}
        role="listbox"
        aria-label={blank ? resultsTexts.recentSearches : resultsTexts.suggestions}
        className="flex flex-col"
      >
        {options.map((option, index) => {
          const first =
            option.kind === 'suggestion' &&
            (index === 0 ||
              (options[index - 1] as Option & { kind: 'suggestion' }).suggestion.kind !==
                option.suggestion.kind);
          return (
            <li key={optionId(index)} role="presentation">
              {first && (
                <div
                  role="presentation"
                  className="px-2 pt-2 pb-1 text-xs font-semibold text-faint"
                >
                  {resultsTexts.groups[kindName(option.suggestion.kind)]}
                </div>
              )}
              <div className="flex items-center gap-1">
                <div
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onClick={() => choose(option)}
                  onMouseEnter={() => setActive(index)}
                  className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 aria-selected:bg-raised"
                >
                  {option.kind === 'recent' ? (
                    <span className="truncate text-sm text-ink">{option.query}</span>
                  ) : (
                    <SuggestionLine suggestion={option.suggestion} />
                  )}
                </div>
                {option.kind === 'recent' && (
                  <button
                    type="button"
                    aria-label={resultsTexts.remove(option.query)}
                    className="rounded-full p-1 text-faint hover:text-ink"
                    onClick={() => recentSearches.remove(option.query)}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SuggestionLine({ suggestion }: { suggestion: Suggestion }) {
  const kind = kindName(suggestion.kind);
  const subtitle =
    kind === 'playlist' && !suggestion.subtitle
      ? resultsTexts.tracksCount(suggestion.trackCount)
      : suggestion.subtitle;
  return (
    <>
      <CoverImage src={suggestion.imageUrl} round={kind === 'artist'} className="size-9" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm text-ink">{suggestion.text}</span>
        <span className="truncate text-xs text-muted">
          {[resultsTexts.kinds[kind], cutSubtitle(subtitle)].filter(Boolean).join(' · ')}
        </span>
      </span>
    </>
  );
}
