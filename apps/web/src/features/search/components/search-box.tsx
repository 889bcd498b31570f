import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { searchTexts } from '../texts';

/**
 * The top-bar search box. Enter opens the search page for the trimmed text;
 * blank text does nothing (spec 2 §5). Suggestions arrive with the search issue.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') return;
    void navigate(paths.search.getHref({ q }));
  };

  return (
    <form role="search" onSubmit={submit} className="relative w-full max-w-md">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-faint"
      />
      <input
        type="search"
        aria-label={searchTexts.label}
        placeholder={searchTexts.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full rounded-full border border-transparent bg-raised pr-4 pl-10 text-sm text-ink placeholder:text-faint hover:border-line focus:border-accent-strong focus:outline-none focus-visible:outline-none"
      />
    </form>
  );
}
