import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { ArrowLeft, Search } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { PanelPlaylistsSlot } from '@/components/ui/library-slots';
import { listInUse } from '@/lib/playback/store';
import { usePlaybackState, usePlayerEngines } from '@/lib/runtime/player';
import type { DefaultListPaging } from '../api/use-default-playlist';
import { type SongSearch, useSongSearch } from '../api/use-song-search';
import { playerTexts } from '../texts';
import { ListMessage } from './list-message';
import { type SongEntry, SongWindow, matchesSearch } from './song-list';

/** The default list's query status, as the panel fetched it. */
export type ListStatus = DefaultListPaging['status'];

const entriesOf = (tracks: Track[]): SongEntry[] =>
  tracks.map((track, index) => ({ track, index }));

/** Under a paged list: the next page on its way, or that it failed. */
function PageFooter(props: { loading: boolean; failed?: boolean }) {
  if (props.failed) return <ListMessage tone="error" text={playerTexts.tracksFailed} />;
  if (props.loading) return <ListMessage tone="loading" text={playerTexts.loadingList} />;
  return null;
}

/** A list's message in the region the songs would scroll in, under what scrolls with them. */
function MessageRegion(props: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      {props.header}
      {props.children}
    </div>
  );
}

/** The catalogue's hits for the search text, page after page; playing one keeps the list. */
function SearchHits(props: { search: SongSearch }) {
  const { playback } = usePlayerEngines();
  const { search } = props;
  if (search.status === 'pending' && search.tracks.length === 0) {
    return <ListMessage tone="loading" text={playerTexts.loadingList} />;
  }
  if (search.status === 'error') {
    return <ListMessage tone="error" text={playerTexts.tracksFailed} />;
  }
  if (search.tracks.length === 0) {
    return (
      <ListMessage tone="info" text={playerTexts.noMatches} hint={playerTexts.noMatchesHint} />
    );
  }
  return (
    <SongWindow
      label={playerTexts.searchResults}
      entries={entriesOf(search.tracks)}
      currentIndex={null}
      onPlay={(entry) => playback.requestSong(entry.track)}
      onNearEnd={search.loadMore}
      footer={<PageFooter loading={search.loadingMore} />}
      className="flex-1"
    />
  );
}

/**
 * YOUR PLAYLIST: the list the player advances through, in a region of its own that scrolls
 * and draws only the songs in view. A visitor's list is the catalogue, loaded page by page as
 * it scrolls, and 'Search song' asks the catalogue's search for any of its tracks; a
 * signed-in user's own playlists scroll above it. A list opened here is titled with its name, a
 * list handed over by a page 'External Playlist'; 'Search song' filters such a list, which is
 * all loaded, and 'Back to Playlists' returns to the panel's own list (spec 1 §2).
 */
export function PlaylistTab(props: { paging: DefaultListPaging }) {
  const { paging } = props;
  const [text, setText] = useState('');
  const { playback } = usePlayerEngines();
  const external = usePlaybackState((state) => state.useExternalPlaylist);
  const title = usePlaybackState((state) => state.externalTitle) ?? playerTexts.externalPlaylist;
  const list = usePlaybackState(listInUse);
  const listIndex = usePlaybackState((state) => state.listIndex);
  const searching = !external && text.trim() !== '';
  // Built once per list and text, not on every render: the list may hold thousands.
  const entries = useMemo(
    () => (searching ? [] : entriesOf(list).filter((entry) => matchesSearch(entry.track, text))),
    [list, text, searching],
  );
  const search = useSongSearch(external ? '' : text);
  const playlists = external ? null : (
    <PanelPlaylistsSlot onOpen={(name, tracks) => playback.openPlaylist(tracks, name)} />
  );

  let body;
  if (searching) {
    body = <SearchHits search={search} />;
  } else if (!external && paging.status === 'pending') {
    body = (
      <MessageRegion header={playlists}>
        <ListMessage tone="loading" text={playerTexts.loadingList} />
      </MessageRegion>
    );
  } else if (!external && paging.status === 'error') {
    body = (
      <MessageRegion header={playlists}>
        <ListMessage tone="error" text={playerTexts.tracksFailed} />
      </MessageRegion>
    );
  } else if (list.length === 0) {
    body = (
      <MessageRegion header={playlists}>
        {external ? (
          <ListMessage
            tone="info"
            text={playerTexts.playlistEmpty}
            hint={playerTexts.playlistEmptyHint}
          />
        ) : (
          <ListMessage tone="info" text={playerTexts.noTracks} />
        )}
      </MessageRegion>
    );
  } else {
    body =
      entries.length === 0 ? (
        <ListMessage tone="info" text={playerTexts.noMatches} hint={playerTexts.noMatchesHint} />
      ) : (
        <SongWindow
          label={external ? title : playerTexts.songList}
          entries={entries}
          currentIndex={listIndex}
          onPlay={(entry) => playback.playFromList(entry.index)}
          onNearEnd={external ? undefined : paging.loadMore}
          header={playlists}
          footer={
            external ? null : (
              <PageFooter loading={paging.loadingMore} failed={paging.loadMoreFailed} />
            )
          }
          className="flex-1"
        />
      );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
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
      <label className="relative block shrink-0">
        <span className="sr-only">{playerTexts.searchSong}</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
        />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={playerTexts.searchSong}
          className="h-9 w-full rounded-full bg-raised pr-3 pl-9 text-sm text-ink ring-1 ring-line outline-none placeholder:text-faint focus:ring-accent-strong"
        />
      </label>
      {body}
    </div>
  );
}
