import { beforeEach, describe, expect, it } from 'vitest';
import { FakeAudio } from '@/testing/fake-audio';
import { type AudioEvent, createAudioEngine } from './engine';

/** Lets a rejected play() reach the engine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const audio = new FakeAudio();
  const engine = createAudioEngine({ createElement: () => audio.asElement() });
  const events: AudioEvent[] = [];
  engine.onEvent((event) => events.push(event));
  return { audio, engine, events };
}

describe('audio engine', () => {
  beforeEach(() => localStorage.clear());

  it('loads a file, attempts to play it, and passes on the element’s own signals', async () => {
    const { audio, engine, events } = setup();
    engine.load('/media/a.wav', { autoPlay: true });
    expect(audio.src).toBe('/media/a.wav');
    expect(audio.playCalls).toBe(1);
    expect(engine.getSnapshot().status).toBe('loading');

    audio.duration = 6;
    audio.fire('loadedmetadata');
    audio.fire('playing');
    audio.advanceTo(2.5);
    audio.fire('waiting');
    audio.fire('playing');
    audio.pause();
    await flush();
    expect(engine.getSnapshot()).toMatchObject({ status: 'paused', position: 2.5, duration: 6 });
    expect(events.map((event) => event.type)).toEqual([
      'playing',
      'position',
      'buffering',
      'playing',
      'paused',
    ]);

    audio.finish();
    expect(engine.getSnapshot().status).toBe('ended');
    expect(events.at(-1)).toEqual({ type: 'ended' });
  });

  it('cues without playing when autoplay is not asked for', () => {
    const { audio, engine } = setup();
    engine.load('/media/a.wav', { autoPlay: false });
    expect(audio.playCalls).toBe(0);
    expect(engine.getSnapshot().status).toBe('paused');
  });

  it('marks a play the browser refused as blocked, not failed', async () => {
    const { audio, engine, events } = setup();
    audio.nextPlay = 'NotAllowedError';
    engine.load('/media/a.wav', { autoPlay: true });
    await flush();
    expect(engine.getSnapshot()).toMatchObject({ status: 'paused', blocked: true, failure: null });
    expect(events).toEqual([{ type: 'paused', blocked: true }]);
  });

  it("says 'load' when the file cannot be fetched and 'play' when it will not play", async () => {
    const { audio, engine, events } = setup();
    engine.load('/media/missing.wav', { autoPlay: false });
    audio.error = { code: 4 };
    audio.fire('error');
    expect(engine.getSnapshot()).toMatchObject({ status: 'error', failure: 'load' });

    engine.load('/media/odd.wav', { autoPlay: false });
    audio.nextPlay = 'NotSupportedError';
    await engine.play();
    expect(engine.getSnapshot()).toMatchObject({ status: 'error', failure: 'play' });

    engine.load('/media/broken.wav', { autoPlay: false });
    audio.error = { code: 3 };
    audio.fire('error');
    expect(engine.getSnapshot().failure).toBe('play');
    expect(events.filter((event) => event.type === 'error')).toEqual([
      { type: 'error', failure: 'load' },
      { type: 'error', failure: 'play' },
      { type: 'error', failure: 'play' },
    ]);
  });

  it('ignores an attempt cut short by a newer load', async () => {
    const { audio, engine, events } = setup();
    audio.nextPlay = 'AbortError';
    engine.load('/media/a.wav', { autoPlay: true });
    await flush();
    expect(engine.getSnapshot().status).toBe('loading');
    expect(events).toEqual([]);
  });

  it('seeks within the file and plays an ended file from the start', async () => {
    const { audio, engine } = setup();
    engine.load('/media/a.wav', { autoPlay: false });
    audio.duration = 8;
    engine.seek(5);
    expect(audio.currentTime).toBe(5);
    engine.seek(99);
    expect(audio.currentTime).toBe(8);
    engine.seek(-3);
    expect(audio.currentTime).toBe(0);
    audio.finish();
    await engine.play();
    expect(audio.currentTime).toBe(0);
  });

  it('remembers volume and mute, and reports mute changes', () => {
    const first = setup();
    first.engine.load('/media/a.wav', { autoPlay: false });
    first.engine.setVolume(0.3);
    first.engine.setMuted(true);
    expect(first.events).toContainEqual({ type: 'muted', muted: true });
    expect(JSON.parse(localStorage.getItem('earshot.player.volume')!)).toEqual({
      volume: 0.3,
      muted: true,
    });

    const second = setup();
    expect(second.engine.getSnapshot()).toMatchObject({ volume: 0.3, muted: true });
    second.engine.load('/media/a.wav', { autoPlay: false });
    expect(second.audio.volume).toBe(0.3);
    expect(second.audio.muted).toBe(true);
    second.engine.setVolume(0.6);
    expect(second.engine.getSnapshot()).toMatchObject({ volume: 0.6, muted: false });
  });

  it('keeps volume settings made before the element exists, clamped', () => {
    const { engine } = setup();
    engine.setVolume(4);
    expect(engine.getSnapshot().volume).toBe(1);
    engine.setMuted(true);
    expect(JSON.parse(localStorage.getItem('earshot.player.volume')!)).toEqual({
      volume: 1,
      muted: true,
    });
  });

  it('unloads to silence', () => {
    const { audio, engine } = setup();
    engine.load('/media/a.wav', { autoPlay: true });
    audio.fire('playing');
    engine.unload();
    expect(audio.paused).toBe(true);
    expect(audio.src).toBe('');
    expect(engine.getSnapshot()).toMatchObject({ src: null, status: 'idle' });
  });
});
