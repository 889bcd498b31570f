import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerEngines } from '@/lib/runtime/player';
import { makeTracks } from '@/testing/catalog';
import { audioElement, renderPanel } from '../test-panel';

/** The player engines of the panel the test rendered last. */
let player: PlayerEngines;
const state = () => player.playback.store.getState();
const button = (name: string) => screen.getByRole('button', { name });

async function renderWithSongs(count = 3) {
  const tracks = makeTracks(count, 'Song');
  const view = renderPanel(tracks);
  player = view.player;
  await screen.findByRole('list', { name: 'Song list' });
  return { ...view, tracks };
}

describe('player controls', () => {
  it("has an 'AutoPlay' switch, on by default and remembered", async () => {
    const { user } = await renderWithSongs();
    const autoPlay = screen.getByRole('switch', { name: 'AutoPlay' });
    expect(autoPlay).toBeChecked();
    await user.click(autoPlay);
    expect(autoPlay).not.toBeChecked();
    expect(state().autoPlay).toBe(false);
    expect(JSON.parse(localStorage.getItem('earshot.player.settings')!)).toMatchObject({
      autoPlay: false,
    });
  });

  it('asks a visitor to sign in for favourites and playlists', async () => {
    const { user, router } = await renderWithSongs();
    await user.click(button('Add to favorites'));
    expect(await screen.findByText('Authentication required to add favorites')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?signin=true');
    await user.click(button('Add to playlist'));
    expect(await screen.findByText('Sign in to add songs to playlists')).toBeInTheDocument();
  });

  it('steps through songs with next and previous, and toggles shuffle and repeat', async () => {
    const { user, tracks } = await renderWithSongs();
    await user.click(button('Next'));
    expect(state().currentSong?.title).toBe(tracks[1]!.title);
    await user.click(button('Previous'));
    expect(state().currentSong?.title).toBe(tracks[0]!.title);
    await user.click(button('Shuffle'));
    expect(button('Shuffle')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Repeat all'));
    expect(button('Repeat one')).toBeInTheDocument();
    await user.click(button('Repeat one'));
    expect(button('Repeat off')).toBeInTheDocument();
  });

  it('plays and pauses the hosted audio, seeks it and sets its volume', async () => {
    const { user } = await renderWithSongs();
    const audio = audioElement();
    await user.click(button('Play'));
    const source = player.channel.getStatus().source!;
    act(() => player.channel.emit(source, { type: 'playing' }));
    expect(button('Pause')).toBeInTheDocument();

    Object.defineProperty(audio, 'duration', { configurable: true, value: 180 });
    act(() => {
      fireEvent(audio, new Event('durationchange'));
      fireEvent(audio, new Event('playing'));
    });
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.change(seek, { target: { value: '42' } });
    expect(audio.currentTime).toBe(42);
    // The bar stays where it was moved until the player reports, so a second event of the
    // same gesture (input, then change) does not seek back.
    expect(seek).toHaveValue('42');
    fireEvent.change(seek);
    expect(audio.currentTime).toBe(42);

    const volume = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '0.25' } });
    expect(audio.volume).toBe(0.25);
    expect(volume).toHaveValue('0.25');
    await user.click(button('Mute'));
    expect(audio.muted).toBe(true);
    expect(button('Unmute')).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('earshot.player.volume')!)).toEqual({
      volume: 0.25,
      muted: true,
    });
  });

  it('queues songs from a row menu: Play next goes first, Add to queue last', async () => {
    const { user, tracks } = await renderWithSongs(4);
    const list = screen.getByRole('list', { name: 'Song list' });
    const menu = async (title: string, action: string) => {
      await user.click(within(list).getByRole('button', { name: `More options for ${title}` }));
      await user.click(await screen.findByRole('menuitem', { name: action }));
    };
    await menu('Song 3', 'Add to queue');
    await menu('Song 4', 'Play next');
    const upNext = screen.getByRole('list', { name: 'Up next' });
    expect(
      within(upNext)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Song 4'), expect.stringContaining('Song 3')]);
    await user.click(button('Next'));
    expect(state().currentSong?.title).toBe(tracks[3]!.title);
    await user.click(button('Remove Song 3 from the queue'));
    expect(screen.queryByRole('list', { name: 'Up next' })).not.toBeInTheDocument();
  });
});

describe('keyboard shortcuts', () => {
  it("work from the page, open the help with '?', and leave typing alone", async () => {
    const { user, tracks, runtime } = await renderWithSongs();
    await user.keyboard('n');
    expect(state().currentSong?.title).toBe(tracks[1]!.title);
    await user.keyboard('p');
    expect(state().currentSong?.title).toBe(tracks[0]!.title);

    const engine = runtime.audio;
    const before = engine.getSnapshot().volume;
    await user.keyboard('{ArrowDown}');
    expect(engine.getSnapshot().volume).toBeCloseTo(before - 0.1);
    await user.keyboard('m');
    expect(engine.getSnapshot().muted).toBe(true);

    await user.type(screen.getByRole('searchbox', { name: 'Search song' }), 'n');
    expect(state().currentSong?.title).toBe(tracks[0]!.title);

    await user.click(document.body);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Play or pause')).toBeInTheDocument();
    expect(within(dialog).getByText('Seek back or forward 5 seconds')).toBeInTheDocument();
  });

  it('Space plays and pauses, arrows seek 5 s', async () => {
    const { user } = await renderWithSongs();
    const audio = audioElement();
    Object.defineProperty(audio, 'duration', { configurable: true, value: 180 });
    act(() => {
      fireEvent(audio, new Event('durationchange'));
    });
    await user.click(document.body);
    await user.keyboard(' ');
    const source = player.channel.getStatus().source!;
    act(() => player.channel.emit(source, { type: 'playing' }));
    act(() => player.channel.emit(source, { type: 'position', position: 20, duration: 180 }));
    await user.keyboard('{ArrowRight}');
    expect(audio.currentTime).toBe(25);
    act(() => player.channel.emit(source, { type: 'position', position: 25, duration: 180 }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(audio.currentTime).toBe(20);
  });
});
