import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from './cover-image';

/** A responsive grid of cards, named for assistive tech. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="-mx-2 grid grid-cols-2 gap-2 @md:-mx-3 @md:grid-cols-3 @2xl:grid-cols-4 @4xl:grid-cols-5"
    >
      {children}
    </ul>
  );
}

/**
 * Artwork, a title that links to the item, and a line under it. The link is
 * stretched over the card so the whole card is clickable, while its accessible
 * name stays the title alone.
 */
export function MediaCard(props: {
  href: string;
  title: string;
  subtitle?: ReactNode;
  imageUrl: string;
  round?: boolean;
}) {
  return (
    <li className="group relative flex flex-col gap-2 rounded-lg p-2 transition-colors hover:bg-raised has-[a:focus-visible]:bg-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-accent-strong @md:p-3">
      <CoverImage
        src={props.imageUrl}
        round={props.round}
        className="aspect-square w-full shadow-lg shadow-black/30"
      />
      <div className="min-w-0">
        <Link
          to={props.href}
          className="block truncate text-sm font-semibold text-ink after:absolute after:inset-0 focus-visible:outline-none"
        >
          {props.title}
        </Link>
        {props.subtitle && <div className="truncate text-xs text-muted">{props.subtitle}</div>}
      </div>
    </li>
  );
}
