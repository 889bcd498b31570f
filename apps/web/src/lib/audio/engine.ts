import { readStored, storageKeys, writeStored } from '@/lib/local-storage';

/** What the one audio element is doing. */
export type AudioStatus =
  'idle' | 'loading' | 'paused' | 'playing' | 'buffering' | 'ended' | 'error';

/**
 * Why hosted audio failed (spec 1 §8): 'load' when the file cannot be fetched or read,
 * 'play' when it was fetched but will not play (refused, or undecodable).
 */
export type AudioFailure = 'load' | 'play';

export interface AudioSnapshot {
  src: string | null;
  status: AudioStatus;
  /** Seconds. */
  position: number;
  /** Seconds; 0 until the file's metadata is read. */
  duration: number;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
  failure: AudioFailure | null;
  /** The browser refused to start without a gesture (autoplay policy). */
  blocked: boolean;
}

/** The element's own signals, passed on as they happen. */
export type AudioEvent =
  | { type: 'playing' }
  | { type: 'paused'; blocked: boolean }
  | { type: 'buffering' }
  | { type: 'ended' }
  | { type: 'error'; failure: AudioFailure }
  | { type: 'position'; position: number; duration: number }
  | { type: 'muted'; muted: boolean };

export interface AudioEngine {
  getSnapshot: () => AudioSnapshot;
  /** For `useSyncExternalStore`: called on every change of the snapshot. */
  subscribe: (listener: () => void) => () => void;
  onEvent(listener: (event: AudioEvent) => void): () => void;
  /**
   * Puts `src` in the element; with `autoPlay` playing is attempted at once. `startAt` seconds
   * in is where it starts (the element seeks there once it knows the file).
   */
  load(src: string, options: { autoPlay: boolean; startAt?: number }): void;
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** Stops and empties the element. */
  unload(): void;
  /** Stops and takes the element out of the page (tests start each case afresh). */
  dispose(): void;
}

const DEFAULT_VOLUME = 0.8;

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/** Volume and mute as remembered on the device. */
function storedVolume(): Pick<AudioSnapshot, 'volume' | 'muted'> {
  const stored = readStored(storageKeys.volume) as
    { volume?: unknown; muted?: unknown } | undefined;
  return {
    volume: typeof stored?.volume === 'number' ? clamp(stored.volume, 0, 1) : DEFAULT_VOLUME,
    muted: stored?.muted === true,
  };
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

/** The default element: one hidden <audio> in the page, so tests and tools can find it. */
function createAudioElement(): HTMLAudioElement {
  const element = document.createElement('audio');
  element.dataset.earshotAudio = '';
  element.hidden = true;
  document.body.append(element);
  return element;
}

/**
 * The hosted-audio engine: one HTMLAudioElement, created on first use and kept for the
 * whole visit, with a small store React reads through `useSyncExternalStore`. It lives
 * outside React so playback survives re-renders and route changes. Volume and mute are
 * remembered in localStorage.
 */
export function createAudioEngine(
  options: { createElement?: () => HTMLAudioElement } = {},
): AudioEngine {
  let element: HTMLAudioElement | null = null;
  let snapshot: AudioSnapshot = {
    src: null,
    status: 'idle',
    position: 0,
    duration: 0,
    failure: null,
    blocked: false,
    ...storedVolume(),
  };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: AudioEvent) => void>();

  const update = (patch: Partial<AudioSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const emit = (event: AudioEvent) => {
    for (const listener of eventListeners) listener(event);
  };
  /** The muted state last reported as an event: the element's own change is the signal. */
  let reportedMuted = snapshot.muted;
  /** Volume and mute, shown at once (a slider must not snap back) and remembered. */
  const setVolumeState = (volume: number, muted: boolean) => {
    if (volume !== snapshot.volume || muted !== snapshot.muted) update({ volume, muted });
    writeStored(storageKeys.volume, { volume, muted });
  };
  const fail = (failure: AudioFailure) => {
    update({ status: 'error', failure });
    emit({ type: 'error', failure });
  };
  const durationOf = (audio: HTMLAudioElement) =>
    Number.isFinite(audio.duration) ? audio.duration : 0;

  function attach(audio: HTMLAudioElement) {
    audio.addEventListener('playing', () => {
      update({ status: 'playing', blocked: false, failure: null });
      emit({ type: 'playing' });
    });
    audio.addEventListener('pause', () => {
      if (audio.ended || snapshot.status === 'error' || snapshot.src === null) return;
      update({ status: 'paused' });
      emit({ type: 'paused', blocked: false });
    });
    const buffering = () => {
      if (audio.paused || snapshot.status === 'error') return;
      update({ status: 'buffering' });
      emit({ type: 'buffering' });
    };
    audio.addEventListener('waiting', buffering);
    audio.addEventListener('stalled', buffering);
    audio.addEventListener('ended', () => {
      update({ status: 'ended', position: durationOf(audio) });
      emit({ type: 'ended' });
    });
    audio.addEventListener('error', () => {
      if (!audio.getAttribute('src')) return;
      // Decode errors mean the file came but will not play; everything else is a load failure.
      fail(audio.error?.code === 3 ? 'play' : 'load');
    });
    audio.addEventListener('timeupdate', () => {
      if (snapshot.src === null) return;
      const position = audio.currentTime;
      const duration = durationOf(audio);
      update({ position, duration });
      emit({ type: 'position', position, duration });
    });
    const readDuration = () => update({ duration: durationOf(audio) });
    audio.addEventListener('loadedmetadata', readDuration);
    audio.addEventListener('durationchange', readDuration);
    audio.addEventListener('volumechange', () => {
      setVolumeState(audio.volume, audio.muted);
      if (audio.muted === reportedMuted) return;
      reportedMuted = audio.muted;
      emit({ type: 'muted', muted: audio.muted });
    });
  }

  function ensure(): HTMLAudioElement {
    if (element) return element;
    element = (options.createElement ?? createAudioElement)();
    element.preload = 'auto';
    element.volume = snapshot.volume;
    element.muted = snapshot.muted;
    attach(element);
    return element;
  }

  async function play(): Promise<void> {
    const audio = element;
    if (!audio || snapshot.src === null) return;
    if (snapshot.status === 'error') return;
    if (audio.ended) audio.currentTime = 0;
    try {
      await audio.play();
    } catch (error) {
      const name = errorName(error);
      // A newer load or a pause interrupted this attempt: nothing failed.
      if (name === 'AbortError') return;
      if (name === 'NotAllowedError') {
        update({ status: 'paused', blocked: true });
        emit({ type: 'paused', blocked: true });
        return;
      }
      // The element's own error event reports a file that could not be loaded.
      if (audio.error) return;
      fail('play');
    }
  }

  function unload() {
    const audio = element;
    update({ src: null, status: 'idle', position: 0, duration: 0, failure: null, blocked: false });
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    load(src, { autoPlay, startAt = 0 }) {
      const audio = ensure();
      const position = clamp(startAt, 0, Number.MAX_SAFE_INTEGER);
      update({ src, status: 'loading', position, duration: 0, failure: null, blocked: false });
      audio.src = src;
      audio.load();
      // Before the file is known this sets where it starts; the element seeks there on its own.
      if (position > 0) audio.currentTime = position;
      if (autoPlay) void play();
      else update({ status: 'paused' });
    },
    play,
    pause() {
      element?.pause();
    },
    seek(seconds) {
      const audio = element;
      if (!audio || snapshot.src === null) return;
      const limit = durationOf(audio) || snapshot.duration;
      const position = clamp(seconds, 0, limit > 0 ? limit : Math.max(0, seconds));
      audio.currentTime = position;
      update({ position, ...(snapshot.status === 'ended' ? { status: 'paused' } : {}) });
    },
    setVolume(volume) {
      const next = clamp(volume, 0, 1);
      const muted = next === 0 ? snapshot.muted : false;
      setVolumeState(next, muted);
      if (element) {
        element.volume = next;
        element.muted = muted;
      }
    },
    setMuted(muted) {
      setVolumeState(snapshot.volume, muted);
      if (element) element.muted = muted;
    },
    unload,
    dispose() {
      unload();
      if (element instanceof Element) element.remove();
      element = null;
    },
  };
}
