import { Code, ConnectError } from '@connectrpc/connect';
import type { ListPlaylistTracksRequest } from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeEntry, makePlaylist, makeTrack, notFound } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { PlaylistDetails } from './playlist-details';

const featured = makePlaylist({
  playlistId: 'pl-e2e-featured',
  title: 'E2E Featured Mix',
  description: 'Ten tracks the tests like best.',
  creatorName: 'Earshot',
  isOfficial: true,
  trackCount: 3,
});

describe('PlaylistDetails', () => {
  it('shows the header and the entries in order', async () => {
    const requests: ListPlaylistTracksRequest[] = [];
    const transport = catalogTransport({
      getPlaylist: (request) => ({ playlist: { ...featured, playlistId: request.playlistId } }),
      listPlaylistTracks: (request) => {
        requests.push(request);
        return {
          entries: [
            makeEntry(makeTrack({ title: 'E2E Track 01' }), 0),
            makeEntry(undefined, 1),
            makeEntry(makeTrack({ title: 'E2E Track 02', artistId: 0 }), 2),
          ],
        };
      },
    });
    renderWithProviders(<PlaylistDetails playlistId="pl-e2e-featured" />, { transport });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('E2E Featured Mix');
    expect(screen.getByText('Ten tracks the tests like best.')).toBeInTheDocument();
    expect(screen.getByText('Official playlist')).toBeInTheDocument();
    expect(screen.getByText(/Earshot ·/).parentElement).toHaveTextContent('Earshot · 3 tracks');
    const rows = within(await screen.findByRole('list', { name: 'Playlist tracks' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^1E2E Track 01/);
    expect(rows[1]).toHaveTextContent(/^2Track \d+Unknown Artist/);
    expect(within(rows[1]!).getByRole('button', { name: /^Play Track \d+$/ })).toBeDisabled();
    expect(rows[2]).toHaveTextContent(/^3E2E Track 02Unknown Artist/);
    expect(requests[0]).toMatchObject({ playlistId: 'pl-e2e-featured', offset: 0, limit: 50 });
  });

  it("'Play all' and a row's play control hand the player the playable entries", async () => {
    const transport = catalogTransport({
      getPlaylist: () => ({ playlist: featured }),
      listPlaylistTracks: () => ({
        entries: [
          makeEntry(makeTrack({ title: 'One' }), 0),
          makeEntry(undefined, 1),
          makeEntry(makeTrack({ title: 'Two' }), 2),
        ],
      }),
    });
    const { user, playbackState } = renderWithProviders(
      <PlaylistDetails playlistId="pl-e2e-featured" />,
      { transport },
    );
    await screen.findByRole('list', { name: 'Playlist tracks' });
    await user.click(screen.getByRole('button', { name: 'Play all' }));
    let state = playbackState();
    expect(state.currentSong?.title).toBe('One');
    expect(state.externalPlaylist.map((track) => track.title)).toEqual(['One', 'Two']);

    await user.click(screen.getByRole('button', { name: 'Play Two' }));
    state = playbackState();
    expect(state.currentSong?.title).toBe('Two');
    expect(state.externalPlaylist.map((track) => track.title)).toEqual(['One', 'Two']);
  });

  it("says 'This playlist is empty' and 'Add some tracks to get started'", async () => {
    const transport = catalogTransport({
      getPlaylist: () => ({ playlist: makePlaylist({ title: 'E2E Empty List', trackCount: 0 }) }),
    });
    renderWithProviders(<PlaylistDetails playlistId="pl-e2e-empty" />, { transport });
    expect(await screen.findByText('This playlist is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some tracks to get started')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Playlist tracks' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play all' })).toBeDisabled();
  });

  it('says the playlist was not found', async () => {
    const transport = catalogTransport({
      getPlaylist: () => Promise.reject(notFound()),
      listPlaylistTracks: () => Promise.reject(notFound()),
    });
    renderWithProviders(<PlaylistDetails playlistId="nope" />, { transport });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The requested resource was not found.',
    );
    // Issue 38: the tab said just 'Earshot'.
    expect(document.title).toBe('Playlist not found · Earshot');
  });

  it('keeps the header when only the entries fail', async () => {
    const transport = catalogTransport({
      getPlaylist: () => ({ playlist: featured }),
      listPlaylistTracks: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    renderWithProviders(<PlaylistDetails playlistId="pl-e2e-featured" />, { transport });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tracks from server');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('E2E Featured Mix');
  });
});
