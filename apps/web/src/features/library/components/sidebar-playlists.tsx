import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { StatusMessage } from '@/components/ui/status-message';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { assertNever } from '@/lib/assert-never';
import { libraryTexts } from '../texts';

/** Spec 1 §9: the sidebar shows the user's first 10 playlists. */
export const SIDEBAR_PLAYLISTS_SHOWN = 10;

export interface SidebarPlaylist {
  playlistId: string;
  title: string;
  imageUrl: string;
}

/** Every state of the sidebar's playlist list (spec 1 §2). */
export type SidebarPlaylistsState =
  | { kind: 'signed-out' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; playlists: SidebarPlaylist[] };

function PlaylistsBody({ state }: { state: SidebarPlaylistsState }) {
  switch (state.kind) {
    case 'signed-out':
      return (
        <StatusMessage tone="info" size="sm">
          {libraryTexts.signedOut}
        </StatusMessage>
      );
    case 'loading':
      return (
        <StatusMessage tone="loading" size="sm">
          {libraryTexts.loading}
        </StatusMessage>
      );
    case 'error':
      return (
        <StatusMessage tone="error" size="sm">
          {libraryTexts.failed}
        </StatusMessage>
      );
    case 'ready':
      if (state.playlists.length === 0) {
        return (
          <StatusMessage tone="info" size="sm">
            {libraryTexts.empty}
          </StatusMessage>
        );
      }
      return (
        <ul className="flex flex-col gap-0.5">
          {state.playlists.slice(0, SIDEBAR_PLAYLISTS_SHOWN).map((playlist) => (
            <li key={playlist.playlistId}>
              <Link
                to={paths.playlist.getHref(playlist.playlistId)}
                className="flex h-10 items-center gap-2 rounded-md px-1 text-sm text-muted hover:bg-raised hover:text-ink"
              >
                <CoverImage src={playlist.imageUrl} className="size-8 rounded" />
                <span className="truncate">{playlist.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      );
    default:
      return assertNever(state);
  }
}

/** The PLAYLIST heading with its add button, and the list in whatever state it is. */
export function SidebarPlaylists({ state }: { state: SidebarPlaylistsState }) {
  return (
    <section aria-labelledby="sidebar-playlists-heading" className="mt-4 flex flex-col gap-1">
      <div className="flex items-center justify-between pl-3">
        <h2
          id="sidebar-playlists-heading"
          className="text-[11px] font-semibold tracking-[0.14em] text-faint"
        >
          {libraryTexts.heading}
        </h2>
        <Tooltip label={libraryTexts.addPlaylist} side="top">
          <Link
            to={paths.createPlaylist.getHref()}
            aria-label={libraryTexts.addPlaylist}
            className="flex size-7 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-ink"
          >
            <Plus aria-hidden className="size-4" />
          </Link>
        </Tooltip>
      </div>
      <div className="px-3">
        <PlaylistsBody state={state} />
      </div>
    </section>
  );
}
