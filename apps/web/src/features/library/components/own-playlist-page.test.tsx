import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEntry, makePlaylist, makeTrack } from '@/testing/catalog';
import { libraryTransport } from '@/testing/library';
import { renderWithProviders } from '@/testing/render';
import { OwnPlaylistPage } from './own-playlist-page';

const [first, second, third] = [
  makeTrack({ title: 'Alpha' }),
  makeTrack({ title: 'Beta' }),
  makeTrack({ title: 'Gamma' }),
];
const playlist = makePlaylist({ title: 'Road Trip', isPublic: false, trackCount: 3 });

function serverWith(onUpdate: (trackIds: number[], expectedVersion?: number) => void) {
  let order = [first, second, third];
  let version = 4;
  let reads = 0;
  const transport = libraryTransport({
    getPlaylistTracks: () => {
      reads += 1;
      return {
        playlist,
        entries: order.map((track, i) => makeEntry(track, i)),
        total: order.length,
        version,
        isOwner: true,
      };
    },
    updatePlaylistTracks: (req) => {
      onUpdate(req.trackIds, req.expectedVersion);
      order = req.trackIds.map((id) => [first, second, third].find((t) => t.trackId === id)!);
      version += 1;
      return { playlist, version };
    },
  });
  return { transport, reads: () => reads };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Tracks of this playlist' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('OwnPlaylistPage', () => {
  it('moves a track with the keyboard buttons and removes one, naming the version it read', async () => {
    const sent: Array<[number[], number | undefined]> = [];
    const { transport } = serverWith((ids, version) => sent.push([ids, version]));
    const { user } = renderWithProviders(
      <OwnPlaylistPage playlistId={playlist.playlistId} notOwned={<p>not yours</p>} />,
      { transport },
    );
    await user.click(await screen.findByRole('button', { name: 'Move Gamma up' }));
    expect(sent[0]).toEqual([[first.trackId, third.trackId, second.trackId], 4]);
    await screen.findByRole('list', { name: 'Tracks of this playlist', busy: false });
    expect(titles()).toEqual(['Alpha', 'Gamma', 'Beta']);
    await user.click(screen.getByRole('button', { name: 'Remove Alpha from playlist' }));
    expect(sent[1]).toEqual([[third.trackId, second.trackId], 5]);
  });

  it('says so and reloads when another tab changed the playlist first', async () => {
    const { transport, reads } = serverWith(() => {
      throw new ConnectError('stale', Code.Aborted);
    });
    const { user } = renderWithProviders(
      <OwnPlaylistPage playlistId={playlist.playlistId} notOwned={<p>not yours</p>} />,
      { transport },
    );
    await user.click(await screen.findByRole('button', { name: 'Move Beta down' }));
    expect(
      await screen.findByText('This playlist was changed elsewhere. Reload it and try again.'),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tracks of this playlist', busy: false });
    expect(titles()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(reads()).toBeGreaterThan(1);
  });

  it('shows someone else’s playlist as the catalogue does', async () => {
    const transport = libraryTransport({
      getPlaylistTracks: () => ({ playlist, isOwner: false, version: 1 }),
    });
    renderWithProviders(
      <OwnPlaylistPage playlistId={playlist.playlistId} notOwned={<p>not yours</p>} />,
      { transport },
    );
    expect(await screen.findByText('not yours')).toBeInTheDocument();
  });
});
