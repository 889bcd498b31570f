import { ArrowLeft, Search } from 'lucide-react';
import { useState } from 'react';
import { PanelPlaylistsSlot } from '@/components/ui/library-slots';
import { listInUse } from '@/lib/playback/store';
import { usePlaybackState, usePlayerEngines } from '@/lib/runtime/player';
import { playerTexts } from '../texts';
import { ListMessage } from './list-message';
import { type SongEntry, SongList, matchesSearch } from './song-list';

/** The default list's query status, as the panel fetched it. */
export type ListStatus = 'pending' | 'error' | 'success';

/**
 * YOUR PLAYLIST: the list the player advances through, with 'Search song' filtering it.
 * A visitor's list is the default one; a signed-in user's own playlists sit above it, and one
 * opened here is titled with its name. A list handed over by a page is titled 'External
 * Playlist'. Either has 'Back to Playlists', returning to the panel's own list (spec 1 §2).
 */
export function PlaylistTab(props: { status: ListStatus }) {
  const [query, setQuery] = useState('');
  const { playback } = usePlayerEngines();
  const external = usePlaybackState((state) => state.useExternalPlaylist);
  const title = usePlaybackState((state) => state.externalTitle) ?? playerTexts.externalPlaylist;
  const list = usePlaybackState(listInUse);
  const listIndex = usePlaybackState((state) => state.listIndex);
  const entries: SongEntry[] = list
    .map((track, index) => ({ track, index }))
    .filter((entry) => matchesSearch(entry.track, query));

  let body;
  if (!external && props.status === 'pending') {
    body = <ListMessage tone="loading" text={playerTexts.loadingList} />;
  } else if (!external && props.status === 'error') {
    body = <ListMessage tone="error" text={playerTexts.tracksFailed} />;
  } else if (list.length === 0) {
    body = external ? (
      <ListMessage
        tone="info"
        text={playerTexts.playlistEmpty}
        hint={playerTexts.playlistEmptyHint}
      />
    ) : (
      <ListMessage tone="info" text={playerTexts.noTracks} />
    );
  } else if (entries.length === 0) {
    body = (
      <ListMessage tone="info" text={playerTexts.noMatches} hint={playerTexts.noMatchesHint} />
    );
  } else {
    body = (
      <SongList
        label={external ? title : playerTexts.songList}
        entries={entries}
        currentIndex={listIndex}
        onPlay={(entry) => playback.playFromList(entry.index)}
      />
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {external && (
        <div className="flex items-center justify-between gap-2 px-1">
          <h3 className="truncate text-sm font-bold text-ink">{title}</h3>
          <button
            type="button"
            onClick={playback.returnToOwnPlaylist}
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold text-muted ring-1 ring-line transition hover:bg-raised hover:text-ink"
          >
            <ArrowLeft aria-hidden className="size-3.5" />
            {playerTexts.backToPlaylists}
          </button>
        </div>
      )}
      {!external && (
        <PanelPlaylistsSlot onOpen={(name, tracks) => playback.openPlaylist(tracks, name)} />
      )}
      <label className="relative block">
        <span className="sr-only">{playerTexts.searchSong}</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={playerTexts.searchSong}
          className="h-9 w-full rounded-full bg-raised pr-3 pl-9 text-sm text-ink ring-1 ring-line outline-none placeholder:text-faint focus:ring-accent-strong"
        />
      </label>
      {body}
    </div>
  );
}
