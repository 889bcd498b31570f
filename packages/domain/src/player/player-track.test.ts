import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from './clock-text';
import { type PlayerTrackInput, toPlayerTrack } from './player-track';

const FALLBACK = 'data:image/svg+xml,fallback';

function input(overrides: Partial<PlayerTrackInput> = {}): PlayerTrackInput {
  return {
    trackId: 7,
    title: 'Low Tide',
    artistId: 3,
    artistName: 'Nina Vale',
    duration: 215,
    url: '/media/tracks/7.wav',
    imageUrl: 'https://img.example/7.jpg',
    platform: 'hosted',
    ...overrides,
  };
}

describe('m:ss', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [215, '3:35'],
    [3599, '59:59'],
    [3725, '62:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});

describe('Track (player)', () => {
  it('maps a hosted track: its audio file is what the player loads', () => {
    expect(toPlayerTrack(input(), { fallbackArt: FALLBACK })).toEqual({
      id: 7,
      title: 'Low Tide',
      artist: 'Nina Vale',
      duration: '3:35',
      albumArt: 'https://img.example/7.jpg',
      embedUrl: '/media/tracks/7.wav',
      url: '/media/tracks/7.wav',
      platform: 'hosted',
      isPlaying: false,
      problem: null,
    });
  });

  it('uses the fallback art without a cover and says Unknown Artist for an artist id not above 0', () => {
    const track = toPlayerTrack(input({ imageUrl: ' ', artistId: 0 }), {
      fallbackArt: FALLBACK,
      isPlaying: true,
    });
    expect(track.albumArt).toBe(FALLBACK);
    expect(track.artist).toBe('Unknown Artist');
    expect(track.isPlaying).toBe(true);
    expect(toPlayerTrack(input({ artistId: -1 }), { fallbackArt: FALLBACK }).artist).toBe(
      'Unknown Artist',
    );
    expect(toPlayerTrack(input({ artistName: '  ' }), { fallbackArt: FALLBACK }).artist).toBe(
      'Unknown Artist',
    );
  });

  it('derives the embed address of each platform', () => {
    const of = (platform: PlayerTrackInput['platform'], url: string) =>
      toPlayerTrack(input({ platform, url }), { fallbackArt: FALLBACK });
    expect(of('youtube', 'https://youtu.be/dQw4w9WgXcQ').embedUrl).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(of('spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC').embedUrl).toBe(
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    );
    expect(of('soundcloud', 'https://soundcloud.com/a/b').embedUrl).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fa%2Fb',
    );
  });

  it("gives the spec's text when no player can be shown", () => {
    const problem = (platform: PlayerTrackInput['platform'], url: string) =>
      toPlayerTrack(input({ platform, url }), { fallbackArt: FALLBACK }).problem;
    expect(problem('youtube', 'https://www.youtube.com/watch?v=nope')).toBe('Invalid YouTube URL');
    expect(problem('youtube', '')).toBe('No player available');
    expect(problem('hosted', '  ')).toBe('No player available');
    expect(problem('spotify', 'https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC')).toBe(
      'No player available',
    );
    expect(problem('soundcloud', 'https://example.com/x')).toBe('No player available');
    expect(problem('unknown', 'https://example.com/x.mp3')).toBe('Unknown platform');
    expect(problem('unknown', '')).toBe('Unknown platform');
  });
});
