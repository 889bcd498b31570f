import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import type { PlayerEngines } from '@/lib/runtime/player';
import { makeTrack, makeTracks } from '@/testing/catalog';
import { type DefaultList, renderPanel } from '../test-panel';

/** The player engines of the panel the test rendered last. */
let player: PlayerEngines;
function showPanel(list: DefaultList, found?: (q: string) => Track[]) {
  const view = renderPanel(list, found);
  player = view.player;
  return view;
}

const current = () => screen.getByRole('region', { name: 'Current song' });
const songList = () => screen.getByRole('list', { name: 'Song list' });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span.block')?.textContent);

describe('player panel: YOUR PLAYLIST', () => {
  it('shows the default list and selects its first track when no song is chosen', async () => {
    const tracks = makeTracks(3, 'Tide');
    showPanel(tracks);
    const list = await screen.findByRole('list', { name: 'Song list' });
    expect(titles(list)).toEqual(['Tide 1', 'Tide 2', 'Tide 3']);
    expect(within(current()).getByText('Tide 1')).toBeInTheDocument();
    expect(within(current()).getByText('Nina Vale')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
    expect(player.playback.store.getState()).toMatchObject({ shouldAutoPlay: false, listIndex: 0 });
    expect(screen.getByRole('tab', { name: 'YOUR PLAYLIST' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("says 'No tracks available' for an empty default list, and nothing is playing", async () => {
    showPanel([]);
    expect(await screen.findByText('No tracks available')).toBeInTheDocument();
    expect(screen.getByText('Nothing playing yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current song' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load tracks from server' when the list cannot load", async () => {
    showPanel('fails');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tracks from server');
  });

  it("shows 'Loading music player...' while the default list loads", () => {
    showPanel('never');
    expect(screen.getByTestId('player-embed')).toHaveTextContent('Loading music player...');
  });

  it("finds any track of the catalogue with 'Search song', and plays it", async () => {
    const own = makeTracks(3, 'Own');
    const far = makeTrack({ title: 'Dust Wild' });
    const asked: string[] = [];
    const { user } = showPanel(own, (q) => {
      asked.push(q);
      return q === 'dust' ? [far] : [];
    });
    await screen.findByRole('list', { name: 'Song list' });
    const search = screen.getByRole('searchbox', { name: 'Search song' });
    await user.type(search, 'dust');
    const found = await screen.findByRole('list', { name: 'Songs found' });
    expect(titles(found)).toEqual(['Dust Wild']);
    expect(asked).toEqual(['dust']);

    await user.click(within(found).getByRole('button', { name: /^Dust Wild/ }));
    expect(player.playback.store.getState()).toMatchObject({ currentSong: far, listIndex: -1 });
    expect(within(current()).getByText('Dust Wild')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No tracks found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
    await user.clear(search);
    expect(titles(songList())).toEqual(['Own 1', 'Own 2', 'Own 3']);
  });

  it("filters an opened list with 'Search song' and says when nothing matches", async () => {
    const tracks = [
      makeTrack({ title: 'Low Tide' }),
      makeTrack({ title: 'High Noon', artistName: 'Tide Pool' }),
      makeTrack({ title: 'Dust', albumTitle: 'Tidewater' }),
      makeTrack({ title: 'Other' }),
    ];
    const { user } = showPanel(makeTracks(1));
    await screen.findByRole('list', { name: 'Song list' });
    act(() => player.playback.openPlaylist(tracks, 'Mine'));
    const search = screen.getByRole('searchbox', { name: 'Search song' });
    await user.type(search, 'tide');
    expect(titles(screen.getByRole('list', { name: 'Mine' }))).toEqual([
      'Low Tide',
      'High Noon',
      'Dust',
    ]);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No tracks found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
  });

  it('plays a song of an opened list when its row is pressed, the right one even when filtered', async () => {
    const tracks = makeTracks(4, 'Song');
    const { user } = showPanel(makeTracks(1, 'Own'));
    await screen.findByRole('list', { name: 'Song list' });
    act(() => player.playback.openPlaylist(tracks, 'Mine'));
    await user.type(screen.getByRole('searchbox', { name: 'Search song' }), '3');
    const list = screen.getByRole('list', { name: 'Mine' });
    await user.click(within(list).getByRole('button', { name: /^Song 3/ }));
    expect(player.playback.store.getState()).toMatchObject({
      currentSong: tracks[2],
      listIndex: 2,
    });
    expect(within(current()).getByText('Song 3')).toBeInTheDocument();
  });

  it("titles a handed-over list 'External Playlist', and 'Back to Playlists' returns", async () => {
    const own = makeTracks(2, 'Own');
    const { user } = showPanel(own);
    await screen.findByRole('list', { name: 'Song list' });
    const external = makeTracks(3, 'Away');
    act(() => player.playback.requestSong(external[1]!, external));
    expect(screen.getByRole('heading', { name: 'External Playlist' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'External Playlist' });
    expect(titles(list)).toEqual(['Away 1', 'Away 2', 'Away 3']);
    expect(within(list).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Back to Playlists' }));
    expect(screen.queryByRole('heading', { name: 'External Playlist' })).not.toBeInTheDocument();
    expect(titles(songList())).toEqual(['Own 1', 'Own 2']);
    expect(within(current()).getByText('Away 2')).toBeInTheDocument();
  });

  it("says 'This playlist is empty' for an opened list without songs", async () => {
    showPanel(makeTracks(1));
    await screen.findByRole('list', { name: 'Song list' });
    act(() => player.playback.store.setState({ useExternalPlaylist: true, externalPlaylist: [] }));
    expect(screen.getByText('This playlist is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some tracks to get started')).toBeInTheDocument();
  });
});

describe('player panel: Recent', () => {
  it('is empty at first, then lists what played, most recent first', async () => {
    const tracks = makeTracks(2, 'Heard');
    const { user } = showPanel(tracks);
    await screen.findByRole('list', { name: 'Song list' });
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(screen.getByText('Recent tracks will appear here')).toBeInTheDocument();

    const play = () => {
      const source = player.channel.getStatus().source!;
      act(() => player.channel.emit(source, { type: 'playing' }));
    };
    play();
    act(() => player.playback.requestSong(tracks[1]!));
    await screen.findByText('Heard 2', { selector: 'section[aria-label="Current song"] *' });
    play();
    const recent = screen.getByRole('list', { name: 'Recently played' });
    expect(titles(recent)).toEqual(['Heard 2', 'Heard 1']);

    await user.click(screen.getByRole('button', { name: 'Clear recent songs' }));
    expect(screen.getByText('Recent tracks will appear here')).toBeInTheDocument();
  });
});
