import { INSTRUMENTS } from './instruments';
import type { Random } from '~/random';
import type { PartSpec } from './style';
import { midiToHz } from './theory';
import { renderNote } from './voice';

/**
 * The buses a track is mixed on: dry, a distortion bus and a reverb send. Notes are
 * rendered once per instrument, pitch and length, then added at every place they sound.
 */
export class Mixer {
  readonly main: Float32Array;
  readonly drive: Float32Array;
  readonly send: Float32Array;
  private readonly notes = new Map<string, Float32Array>();

  constructor(
    readonly length: number,
    private readonly sr: number,
    private readonly rng: Random,
  ) {
    this.main = new Float32Array(length);
    this.drive = new Float32Array(length);
    this.send = new Float32Array(length);
  }

  /** Plays a note of a part: `gate` samples held from `start`, at `velocity` (0..1). */
  note(part: PartSpec, midi: number, start: number, gate: number, velocity: number, send: number) {
    if (start >= this.length || gate <= 0) return;
    const inst = INSTRUMENTS[part.inst];
    const key = `${inst.name}|${midi}|${gate}`;
    let samples = this.notes.get(key);
    if (!samples) {
      samples = renderNote(inst, midiToHz(midi), gate, this.sr, this.rng);
      this.notes.set(key, samples);
    }
    this.add(part.drive ? this.drive : this.main, samples, start, part.gain * velocity, send);
  }

  /** Adds a one-shot sample (a drum hit) at `start`. */
  shot(samples: Float32Array, start: number, gain: number, send: number) {
    this.add(this.main, samples, start, gain, send);
  }

  private add(bus: Float32Array, samples: Float32Array, start: number, gain: number, send: number) {
    const from = Math.max(0, start);
    const end = Math.min(this.length, start + samples.length);
    const wet = gain * send;
    const out = this.send;
    for (let i = from; i < end; i++) {
      const s = samples[i - start]!;
      bus[i]! += gain * s;
      out[i]! += wet * s;
    }
  }
}
