import { describe, expect, it } from 'vitest';
import { INSTRUMENTS, type InstrumentName } from './instruments';
import { seededRandom } from '~/random';
import { renderNote } from './voice';

const SR = 22050;

/** The frequency near `hz` where the signal's spectrum peaks (a fine DFT search). */
function peakFrequency(x: Float32Array, hz: number): number {
  let best = 0;
  let bestF = 0;
  for (let f = hz * 0.97; f <= hz * 1.03; f += hz * 0.0005) {
    let re = 0;
    let im = 0;
    for (let i = 1000; i < 1000 + 8192; i++) {
      re += x[i]! * Math.cos((2 * Math.PI * f * i) / SR);
      im += x[i]! * Math.sin((2 * Math.PI * f * i) / SR);
    }
    if (re * re + im * im > best) [best, bestF] = [re * re + im * im, f];
  }
  return bestF;
}

describe('renderNote', () => {
  it.each<[InstrumentName, number]>([
    ['electric', 659.25],
    ['nylon', 196],
    ['piano', 440],
    ['subBass', 55],
  ])('%s sounds in tune at %s Hz (within 5 cents)', (name, hz) => {
    const note = renderNote(INSTRUMENTS[name], hz, SR, SR, seededRandom(1));
    const cents = 1200 * Math.log2(peakFrequency(note, hz) / hz);
    expect(Math.abs(cents)).toBeLessThan(5);
  });

  it('holds for the gate, then releases to silence', () => {
    const inst = INSTRUMENTS.organ;
    const note = renderNote(inst, 220, 1000, SR, seededRandom(1));
    expect(note.length).toBe(1000 + Math.round(inst.layers[0]!.env.release * SR));
    expect(Math.abs(note[note.length - 1]!)).toBeLessThan(0.02);
    expect(Math.max(...note.subarray(500, 1000).map(Math.abs))).toBeGreaterThan(0.5);
  });
});
