/**
 * A stand-in for the one HTMLAudioElement the audio engine drives: it records what the
 * engine asks and lets a test raise the element's events, with `play()` settling as told.
 */
export class FakeAudio extends EventTarget {
  src = '';
  preload = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  error: { code: number } | null = null;
  loads = 0;
  playCalls = 0;
  /** What the next `play()` does: resolve, or reject with a DOMException of this name. */
  nextPlay: 'resolve' | 'NotAllowedError' | 'NotSupportedError' | 'AbortError' = 'resolve';
  private volumeValue = 1;
  private mutedValue = false;

  get volume() {
    return this.volumeValue;
  }
  set volume(value: number) {
    this.volumeValue = value;
    this.fire('volumechange');
  }
  get muted() {
    return this.mutedValue;
  }
  set muted(value: boolean) {
    this.mutedValue = value;
    this.fire('volumechange');
  }

  getAttribute(name: string) {
    return name === 'src' && this.src !== '' ? this.src : null;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  load() {
    this.loads += 1;
    this.ended = false;
    this.error = null;
  }
  play(): Promise<void> {
    this.playCalls += 1;
    if (this.nextPlay !== 'resolve') {
      return Promise.reject(new DOMException('refused', this.nextPlay));
    }
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  /** Raises one of the element's events. */
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
  /** The element plays on to `seconds`. */
  advanceTo(seconds: number) {
    this.currentTime = seconds;
    this.fire('timeupdate');
  }
  /** The element reached the end. */
  finish() {
    this.currentTime = Number.isFinite(this.duration) ? this.duration : this.currentTime;
    this.paused = true;
    this.ended = true;
    this.fire('ended');
  }

  asElement(): HTMLAudioElement {
    return this as unknown as HTMLAudioElement;
  }
}
