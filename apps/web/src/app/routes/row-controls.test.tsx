import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackRows } from '@/features/catalog/components/track-rows';
import { TrendingRows } from '@/features/catalog/components/trending/trending-rows';
import { LibraryTrackRow } from '@/features/library/components/library-track-row';
import { PlayerPanelBody } from '@/features/player/components/player-panel-body';
import { InviteCodeProvider } from '@/lib/invite-code';
import { catalogTransport, makeTrack, makeTracks } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';

/** A list of rows beside the panel's body, which runs playback, for a visitor. */
function renderRowsAndPlayer(tracks: Track[], rows = <TrackRows label="Tracks" tracks={tracks} />) {
  const view = renderWithProviders(
    <>
      {rows}
      <aside aria-label="Player">
        <PlayerPanelBody viewer={{ kind: 'visitor' }} />
      </aside>
    </>,
    { transport: catalogTransport({ listTracks: () => ({ tracks }) }) },
  );
  /** Tells the player the current song started playing, as the audio element would. */
  const startPlaying = () => {
    const source = view.player.channel.getStatus().source!;
    act(() => view.player.channel.emit(source, { type: 'playing' }));
  };
  /** Tells the player the song paused part-way, at 12 s. */
  const stopPlaying = () => {
    const source = view.player.channel.getStatus().source!;
    act(() => view.player.channel.emit(source, { type: 'position', position: 12, duration: 180 }));
    act(() => view.player.channel.emit(source, { type: 'paused' }));
  };
  return { ...view, startPlaying, stopPlaying };
}

/** The audio element's pause and play, counted. */
function spyOnMedia() {
  return {
    pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockClear(),
    play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockClear(),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('a track row while its track plays', () => {
  it('turns its play control into Pause, which pauses, then resumes without starting over', async () => {
    const tracks = makeTracks(3, 'Song');
    const { user, startPlaying, stopPlaying, playbackState } = renderRowsAndPlayer(tracks);
    const list = await screen.findByRole('list', { name: 'Tracks' });
    // The panel's own list makes Song 1 current, not started: its row starts it, with the row's list.
    await screen.findByRole('list', { name: 'Song list' });
    expect(playbackState().currentSong?.title).toBe('Song 1');
    const before = playbackState().requestId;
    await user.click(within(list).getByRole('button', { name: 'Play Song 1' }));
    expect(playbackState().requestId).toBe(before + 1);
    expect(playbackState().useExternalPlaylist).toBe(true);
    await user.click(within(list).getByRole('button', { name: 'Play Song 2' }));
    expect(playbackState().currentSong?.title).toBe('Song 2');
    startPlaying();
    const media = spyOnMedia();
    // Only the playing row shows Pause.
    expect(within(list).getByRole('button', { name: 'Play Song 1' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Pause Song 2' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    stopPlaying();
    const request = playbackState().requestId;
    await user.click(within(list).getByRole('button', { name: 'Play Song 2' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    // Resumed, not asked for again.
    expect(playbackState().requestId).toBe(request);
    expect(playbackState().currentSong?.title).toBe('Song 2');
  });

  it('pauses with Space after the row is clicked, and once when its focused button takes Space', async () => {
    const tracks = makeTracks(3, 'Song');
    const { user, startPlaying, stopPlaying } = renderRowsAndPlayer(tracks);
    const list = await screen.findByRole('list', { name: 'Tracks' });
    await user.click(within(list).getByRole('button', { name: 'Play Song 1' }));
    startPlaying();
    const media = spyOnMedia();
    // The focused Pause button takes Space itself: one pause, not a pause and a play.
    await user.keyboard(' ');
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(media.play).not.toHaveBeenCalled();
    stopPlaying();
    // Clicking the row elsewhere than on a control: Space plays, then pauses.
    await user.click(within(list).getAllByRole('listitem')[0]!);
    await user.keyboard(' ');
    expect(media.play).toHaveBeenCalledTimes(1);
    startPlaying();
    await user.keyboard(' ');
    expect(media.pause).toHaveBeenCalledTimes(2);
    // Never while typing in a field.
    stopPlaying();
    await user.type(screen.getByRole('searchbox', { name: 'Search song' }), ' ');
    expect(media.play).toHaveBeenCalledTimes(1);
  });
});

describe("every track row's menu", () => {
  it("offers 'Play next' and 'Add to queue' on trending and library rows, and they queue", async () => {
    const tracks = makeTracks(3, 'Song');
    const [first, second] = tracks;
    const { user, playbackState } = renderRowsAndPlayer(
      tracks,
      <>
        <TrendingRows
          label="Trending"
          rows={[
            { track: first!, rank: 1, movement: { kind: 'new' }, playsChangePercent: 0, plays: 10 },
          ]}
        />
        <ul aria-label="Liked">
          <li>
            <LibraryTrackRow track={second!} list={[second!]} actions={null} />
          </li>
        </ul>
      </>,
    );
    const menu = async (list: string, title: string, action: string) => {
      const scope = await screen.findByRole('list', { name: list });
      await user.click(within(scope).getByRole('button', { name: `More options for ${title}` }));
      await user.click(await screen.findByRole('menuitem', { name: action }));
    };
    await menu('Trending', 'Song 1', 'Add to queue');
    await menu('Liked', 'Song 2', 'Play next');
    expect(playbackState().queue.map((track) => track.title)).toEqual(['Song 2', 'Song 1']);
  });
});

describe("a track row's Share", () => {
  it("copies the track link (its album, the track selected) with the sharer's invite, from every row kind", async () => {
    const onAlbum = makeTrack({ title: 'Low Tide', albumId: 20, artistId: 7 });
    const single = makeTrack({ title: 'Loose Leaf', albumId: 0, artistId: 8 });
    const { user } = renderRowsAndPlayer(
      [onAlbum, single],
      <InviteCodeProvider value="cmwwf2vivnkvvix9aahn2o7kc">
        <TrackRows label="Tracks" tracks={[onAlbum]} />
        <TrendingRows
          label="Trending"
          rows={[
            { track: single, rank: 1, movement: { kind: 'new' }, playsChangePercent: 0, plays: 1 },
          ]}
        />
      </InviteCodeProvider>,
    );
    const share = async (list: string, title: string) => {
      const scope = await screen.findByRole('list', { name: list });
      await user.click(within(scope).getByRole('button', { name: `More options for ${title}` }));
      await user.click(await screen.findByRole('menuitem', { name: 'Share' }));
      await screen.findByText('Link copied');
      return navigator.clipboard.readText();
    };
    const origin = window.location.origin;
    expect(await share('Tracks', 'Low Tide')).toBe(
      `${origin}/album/20?track=${onAlbum.trackId}&ref=cmwwf2vivnkvvix9aahn2o7kc`,
    );
    // A track on no album links to its artist.
    expect(await share('Trending', 'Loose Leaf')).toBe(
      `${origin}/artist/8?ref=cmwwf2vivnkvvix9aahn2o7kc`,
    );
  });
});

describe('a track link', () => {
  it('selects its track: marked, and its Play focused so one press plays it', async () => {
    const tracks = makeTracks(3, 'Song');
    const { user, playbackState } = renderRowsAndPlayer(
      tracks,
      <TrackRows label="Tracks" tracks={tracks} selectedTrackId={tracks[1]!.trackId} />,
    );
    const list = await screen.findByRole('list', { name: 'Tracks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.selected)).toEqual([undefined, 'true', undefined]);
    expect(within(rows[1]!).getByRole('button', { name: 'Play Song 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(playbackState().currentSong?.title).toBe('Song 2');
  });
});
