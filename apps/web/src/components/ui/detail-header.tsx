import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { CoverImage } from './cover-image';

/**
 * The head of an artist, album, genre or playlist page: artwork, a kicker
 * ('Album'), the name as the page's h1, details, and actions such as 'Play all'.
 * Side by side once the page column is wide enough, stacked below that. The tab reads the
 * name, then `byline` (an album's artist) when there is one.
 */
export function DetailHeader(props: {
  imageUrl: string;
  kicker: ReactNode;
  title: string;
  byline?: string | undefined;
  round?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(props.title, props.byline ?? '');
  return (
    <header className="mb-8 flex flex-col gap-5 @lg:flex-row @lg:items-end">
      <CoverImage
        src={props.imageUrl}
        round={props.round}
        className="size-40 shadow-xl shadow-black/40 @lg:size-48"
      />
      <div className="flex min-w-0 flex-col gap-2">
        <div className="text-xs font-semibold tracking-wider text-muted uppercase">
          {props.kicker}
        </div>
        <h1 className="text-3xl font-black tracking-tight break-words text-ink @2xl:text-5xl">
          {props.title}
        </h1>
        {props.children}
        {props.actions && <div className="mt-2 flex flex-wrap gap-3">{props.actions}</div>}
      </div>
    </header>
  );
}
