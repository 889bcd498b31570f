import { Search } from 'lucide-react';
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy-component';
import { searchTexts } from '../texts';

// The list and its keys come in their own chunk on first focus: the first page carries the box.
const SuggestionsPanel = lazyComponent(() =>
  import('./suggestions-panel').then((m) => m.SuggestionsPanel),
);

/**
 * The top-bar search box. Enter opens the search page for the trimmed text; blank text does
 * nothing (spec 2 §5). Focused, it shows suggestions or the recent searches (the lazy panel,
 * which also handles the arrow keys, Enter on a suggestion and Escape); the list closes 300 ms
 * after the box loses focus (spec 1 §2). On the search page it holds the page's text, as the
 * address gives it (a shared link, Back and Forward): ADR 0017.
 */
export function SearchBox() {
  const pageText = useSearchPageText();
  const [text, setText] = useState(pageText ?? '');
  // A new text in the address replaces the box's (set while rendering, React's way to follow a
  // value that changes); the page's other settings leave what is being typed alone.
  const [shownPageText, setShownPageText] = useState(pageText);
  if (pageText !== shownPageText) {
    setShownPageText(pageText);
    if (pageText !== undefined) setText(pageText);
  }
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  useEffect(() => () => clearTimeout(closing.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') return;
    setOpen(false);
    void navigate(paths.search.getHref({ q }));
  };

  return (
    <form role="search" onSubmit={submit} className="relative w-full max-w-md">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-faint"
      />
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label={searchTexts.label}
        aria-expanded={open}
        aria-controls={listId}
        autoComplete="off"
        placeholder={searchTexts.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(closing.current);
          setOpen(true);
        }}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 300);
        }}
        onKeyDown={(event) => event.key === 'ArrowDown' && setOpen(true)}
        className="h-10 w-full rounded-full border border-transparent bg-raised pr-4 pl-10 text-sm text-ink placeholder:text-faint hover:border-line focus:border-accent-strong focus:outline-none focus-visible:outline-none"
      />
      {open && (
        <Suspense fallback={null}>
          <SuggestionsPanel id={listId} text={text} inputRef={input} onClose={setOpen} />
        </Suspense>
      )}
    </form>
  );
}

/** The search page's text from the address; undefined on any other page. */
function useSearchPageText(): string | undefined {
  const { pathname, search } = useLocation();
  if (pathname !== paths.search.path) return undefined;
  return new URLSearchParams(search).get('q') ?? '';
}
