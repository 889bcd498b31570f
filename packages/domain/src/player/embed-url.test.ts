import { describe, expect, it } from 'vitest';
import {
  isSoundCloudUrl,
  parseSpotifyTrackId,
  parseYouTubeVideoId,
  soundCloudWidgetUrl,
  spotifyEmbedUrl,
  youTubeEmbedUrl,
} from './embed-url';

const ID = 'dQw4w9WgXcQ';

describe('YouTube links', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}&list=RDAMVM`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?v=${ID}#comments`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc123&t=10`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/live/${ID}`],
    [`https://www.youtube.com/v/${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('reads the id of %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBe(ID);
    expect(youTubeEmbedUrl(url)).toBe(`https://www.youtube.com/embed/${ID}`);
  });

  it.each([
    [''],
    ['not a url'],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v='],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}extra`],
    ['https://www.youtube.com/channel/UC1234567890'],
    [`https://www.youtube.com/playlist?list=${ID}`],
    [`https://youtu.be/`],
    [`https://vimeo.com/${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://www.youtube.com.evil.example/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}/more`],
    [`ftp://www.youtube.com/watch?v=${ID}`],
  ])('refuses %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBeNull();
    expect(youTubeEmbedUrl(url)).toBeNull();
  });
});

describe('Spotify links', () => {
  const track = '4uLU6hMCjMI75M1A2tKUQC';

  it.each([
    [`https://open.spotify.com/track/${track}`],
    [`https://open.spotify.com/track/${track}?si=1a2b3c`],
    [`https://open.spotify.com/intl-de/track/${track}`],
    [`https://open.spotify.com/intl-pt-br/track/${track}/`],
    [`https://open.spotify.com/embed/track/${track}?utm_source=generator`],
    [`https://play.spotify.com/track/${track}`],
    [`spotify:track:${track}`],
    ['https://open.spotify.com/track/0000000000000000000003'],
  ])('reads the track id of %s', (url) => {
    const id = parseSpotifyTrackId(url);
    expect(id).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(spotifyEmbedUrl(url)).toBe(`https://open.spotify.com/embed/track/${id}`);
  });

  it.each([
    [''],
    [`https://open.spotify.com/album/${track}`],
    [`https://open.spotify.com/playlist/${track}`],
    ['https://open.spotify.com/track/too-short'],
    [`https://open.spotify.com/track/${track}x`],
    [`https://spotify.example.com/track/${track}`],
    [`spotify:album:${track}`],
  ])('refuses %s', (url) => {
    expect(parseSpotifyTrackId(url)).toBeNull();
    expect(spotifyEmbedUrl(url)).toBeNull();
  });
});

describe('SoundCloud links', () => {
  it('wraps a track link in the widget address, encoded', () => {
    const url = 'https://soundcloud.com/the-test-pilots/e2e-track-05';
    expect(isSoundCloudUrl(url)).toBe(true);
    expect(soundCloudWidgetUrl(url)).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fthe-test-pilots%2Fe2e-track-05',
    );
  });

  it('keeps query strings inside the encoded link and adds a missing scheme', () => {
    expect(soundCloudWidgetUrl('https://m.soundcloud.com/artist/song?in=x/sets/y')).toBe(
      `https://w.soundcloud.com/player/?url=${encodeURIComponent('https://m.soundcloud.com/artist/song?in=x/sets/y')}`,
    );
    expect(soundCloudWidgetUrl('soundcloud.com/artist/song')).toBe(
      `https://w.soundcloud.com/player/?url=${encodeURIComponent('https://soundcloud.com/artist/song')}`,
    );
    expect(soundCloudWidgetUrl('https://api.soundcloud.com/tracks/293')).not.toBeNull();
    expect(soundCloudWidgetUrl('https://on.soundcloud.com/AbCdE')).not.toBeNull();
  });

  it.each([
    [''],
    ['https://soundcloud.com'],
    ['https://soundcloud.com/'],
    ['https://example.com/a/b'],
  ])('refuses %s', (url) => {
    expect(isSoundCloudUrl(url)).toBe(false);
    expect(soundCloudWidgetUrl(url)).toBeNull();
  });
});
