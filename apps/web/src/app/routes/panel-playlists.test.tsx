import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LibrarySlotsProvider } from '@/components/ui/library-slots';
import { PlaylistTab } from '@/features/player/components/playlist-tab';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { makeTrack } from '@/testing/catalog';
import { libraryTransport } from '@/testing/library';
import { renderWithProviders } from '@/testing/render';
import { librarySlots } from './library-slots';

const first = makeTrack({ trackId: 1, title: 'Open Road' });
const second = makeTrack({ trackId: 2, title: 'Night Drive' });
const unplayable = makeTrack({ trackId: 3, title: 'Gone', url: '' });

const transport = libraryTransport({
  listPlaylists: () => ({
    playlists: [{ playlistId: 'p1', title: 'Road Trip', trackCount: 3 }],
    total: 1,
  }),
  getPlaylistTracks: () => ({
    playlist: { playlistId: 'p1', title: 'Road Trip', trackCount: 3 },
    entries: [first, unplayable, second].map((track, position) => ({
      entryId: `e${position}`,
      playlistId: 'p1',
      trackId: track.trackId,
      position,
      track,
    })),
    isOwner: true,
  }),
});

function renderTab(using = transport) {
  return renderWithProviders(
    <LibrarySlotsProvider value={librarySlots}>
      <PlaylistTab
        paging={{
          status: 'success',
          hasMore: false,
          loadingMore: false,
          loadMoreFailed: false,
          loadMore: () => undefined,
        }}
      />
    </LibrarySlotsProvider>,
    { transport: using },
  );
}

describe("YOUR PLAYLIST's own playlists (spec 1 §2)", () => {
  it("opens one under its name with its playable tracks, and 'Back to Playlists' returns", async () => {
    installFakeAuthServer({ user: makeUser() });
    const { user, playbackState } = renderTab();
    const own = await screen.findByRole('region', { name: 'Your playlists' });
    expect(own).toHaveTextContent('Road Trip3 tracks');
    await user.click(within(own).getByRole('button', { name: /Road Trip/ }));
    const songs = await screen.findByRole('list', { name: 'Road Trip' });
    expect(
      within(songs)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Open Road'), expect.stringContaining('Night Drive')]);
    expect(screen.getByRole('heading', { name: 'Road Trip' })).toBeInTheDocument();
    // Opening chooses a list, not a song.
    expect(playbackState()).toMatchObject({ useExternalPlaylist: true, currentSong: null });
    await user.click(within(songs).getByRole('button', { name: /^Night Drive/ }));
    expect(playbackState().currentSong?.title).toBe('Night Drive');
    await user.click(screen.getByRole('button', { name: 'Back to Playlists' }));
    expect(await screen.findByRole('region', { name: 'Your playlists' })).toBeInTheDocument();
    expect(playbackState().useExternalPlaylist).toBe(false);
  });

  it('says so when a playlist cannot be opened, and keeps the list in use', async () => {
    installFakeAuthServer({ user: makeUser() });
    const failing = libraryTransport({
      listPlaylists: () => ({ playlists: [{ playlistId: 'p1', title: 'Road Trip' }], total: 1 }),
      getPlaylistTracks: () => {
        throw new ConnectError('down', Code.Unavailable);
      },
    });
    const { user, playbackState } = renderTab(failing);
    const own = await screen.findByRole('region', { name: 'Your playlists' });
    await user.click(within(own).getByRole('button', { name: /Road Trip/ }));
    expect(await screen.findByText('Failed to load playlist')).toBeInTheDocument();
    expect(playbackState().useExternalPlaylist).toBe(false);
  });

  it('shows no playlists to a visitor', async () => {
    installFakeAuthServer();
    renderTab();
    expect(await screen.findByText('No tracks available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your playlists' })).not.toBeInTheDocument();
  });
});
