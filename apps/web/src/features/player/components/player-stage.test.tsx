import { TrackSource } from '@earshot/contract/catalog/v1/catalog';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerEngines } from '@/lib/runtime/player';
import { makeTrack } from '@/testing/catalog';
import { settleScript } from '@/testing/scripts';
import { audioElement, type DefaultList, renderPanel } from '../test-panel';

/** The player engines of the panel the test rendered last. */
let player: PlayerEngines;
function showPanel(list: DefaultList) {
  const view = renderPanel(list);
  player = view.player;
  return view;
}

const stage = () => screen.getByTestId('player-embed');

describe('player area', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.replaceChildren();
  });

  it("shows 'Switching songs...' while a song change waits, then the new song", async () => {
    showPanel([makeTrack()]);
    await screen.findByRole('list', { name: 'Song list' });
    let release = () => undefined as void;
    const removeGate = player.songChange.install(
      () => new Promise<void>((done) => (release = done)),
    );
    act(() => player.playback.requestSong(makeTrack({ title: 'Next One' })));
    expect(await within(stage()).findByText('Switching songs...')).toBeInTheDocument();
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(within(stage()).queryByText('Switching songs...')).not.toBeInTheDocument();
    expect(stage()).toHaveAttribute('data-platform', 'hosted');
    removeGate();
  });

  it.each([
    [{ source: TrackSource.UNSPECIFIED, url: 'https://example.com/a.mp3' }, 'Unknown platform'],
    [
      { source: TrackSource.YOUTUBE, url: 'https://www.youtube.com/watch?v=nope' },
      'Invalid YouTube URL',
    ],
    [{ source: TrackSource.HOSTED, url: '' }, 'No player available'],
    [
      { source: TrackSource.SPOTIFY, url: 'https://open.spotify.com/album/x' },
      'No player available',
    ],
  ])('shows the spec text when a track cannot be played (%o)', async (fields, text) => {
    showPanel([]);
    await screen.findByText('No tracks available');
    act(() => player.playback.requestSong(makeTrack(fields)));
    expect(await within(stage()).findByText(text)).toBeInTheDocument();
  });

  it("says 'Failed to load audio file' when the hosted file cannot load", async () => {
    showPanel([]);
    await screen.findByText('No tracks available');
    act(() => player.playback.requestSong(makeTrack()));
    await screen.findByRole('region', { name: 'Current song' });
    act(() => {
      fireEvent.error(audioElement());
    });
    expect(within(stage()).getByRole('alert')).toHaveTextContent('Failed to load audio file');
  });

  it("says 'Failed to play audio…' when the file will not play", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValueOnce(
      new DOMException('nope', 'NotSupportedError'),
    );
    showPanel([]);
    await screen.findByText('No tracks available');
    act(() => player.playback.requestSong(makeTrack()));
    expect(await within(stage()).findByRole('alert')).toHaveTextContent(
      'Failed to play audio. The file might be corrupted or missing.',
    );
  });

  it('asks to press play when the browser refuses autoplay', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValueOnce(
      new DOMException('no gesture', 'NotAllowedError'),
    );
    showPanel([]);
    await screen.findByText('No tracks available');
    act(() => player.playback.requestSong(makeTrack()));
    expect(await within(stage()).findByText('Press play to start listening')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  });

  it('shows the plain YouTube frame when the IFrame API cannot load, and the panel stays usable', async () => {
    const tracks = [makeTrack({ title: 'Other' })];
    const { user } = showPanel(tracks);
    await screen.findByRole('list', { name: 'Song list' });
    act(() =>
      player.playback.requestSong(
        makeTrack({
          title: 'Video',
          source: TrackSource.YOUTUBE,
          url: 'https://youtu.be/dQw4w9WgXcQ',
        }),
      ),
    );
    await screen.findByText('Video', { selector: 'section[aria-label="Current song"] *' });
    act(() => settleScript('https://www.youtube.com/iframe_api', 'error'));
    const frame = await within(stage()).findByTitle('Video');
    expect(frame).toHaveAttribute(
      'src',
      expect.stringContaining('https://www.youtube.com/embed/dQw4w9WgXcQ'),
    );
    expect(stage()).toHaveAttribute('data-mode', 'fallback');
    expect(screen.getByText('YouTube controls could not load: basic player shown')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();

    await user.click(
      within(screen.getByRole('list', { name: 'Song list' })).getByRole('button', {
        name: /^Other/,
      }),
    );
    expect(stage()).toHaveAttribute('data-platform', 'hosted');
  });

  it('gives up on SoundCloud when its widget API cannot load', async () => {
    showPanel([]);
    await screen.findByText('No tracks available');
    act(() =>
      player.playback.requestSong(
        makeTrack({
          source: TrackSource.SOUNDCLOUD,
          url: 'https://soundcloud.com/the-test-pilots/e2e-track-05',
        }),
      ),
    );
    await screen.findByRole('region', { name: 'Current song' });
    expect(within(stage()).getByTitle(/Track/)).toHaveAttribute(
      'src',
      expect.stringContaining('https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com'),
    );
    act(() => settleScript('https://w.soundcloud.com/player/api.js', 'error'));
    expect(await within(stage()).findByText('The SoundCloud player did not respond')).toBeVisible();
    expect(within(stage()).getByRole('link', { name: 'Open on SoundCloud' })).toHaveAttribute(
      'href',
      'https://soundcloud.com/the-test-pilots/e2e-track-05',
    );
  });
});
