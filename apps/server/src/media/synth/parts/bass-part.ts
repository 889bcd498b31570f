import type { Mixer } from '../mixer';
import type { Song } from '../song';
import type { Chord } from '../theory';

interface BassNote {
  step: number;
  len: number;
  /** Semitones above the chord root. */
  interval: number;
}

const at = (steps: number[], len: number, interval = 0): BassNote[] =>
  steps.map((step) => ({ step, len, interval }));

const BOOGIE = [0, 4, 7, 9, 10, 9, 7, 4];

/** The notes of one bar of a bass style, relative to the chord that sounds at each step. */
function barNotes(song: Song, bar: number): BassNote[] {
  const { style, rng } = song;
  switch (style.bass.style) {
    case 'root': {
      const kick = style.kit ? style.grooves.full.kick : undefined;
      const hits = kick ? [...kick].flatMap((c, i) => (c === '.' ? [] : [i])) : [0, 8];
      return hits.map((step, i) => ({ step, len: (hits[i + 1] ?? 16) - step - 0.5, interval: 0 }));
    }
    case 'pulse':
      return at([0, 2, 4, 6, 8, 10, 12, 14], 1.6).map((n) => ({
        ...n,
        interval: n.step === 14 && rng.chance(0.3) ? 12 : 0,
      }));
    case 'offbeat':
      return at([2, 6, 10, 14], 1.5).map((n) => ({ ...n, interval: n.step === 14 ? 12 : 0 }));
    case 'boogie':
      return BOOGIE.map((interval, i) => ({ step: i * 2, len: 1.8, interval }));
    case 'tumbao':
      return [...at([6], 5.5, 7), ...at([12], 3.5, 0)];
    case 'drone':
      return bar % Math.max(1, style.chordSteps / 16) === 0 ? at([0], style.chordSteps - 1) : [];
    case 'walking':
      return [0, 4, 8, 12].map((step, beat) => ({
        step,
        len: 3.6,
        interval: beat === 0 ? 0 : rng.pick([3, 4, 5, 7, 9, 10, 12]),
      }));
  }
}

const rootOf = (song: Song, chord: Chord) => {
  const floor = song.style.bass.register;
  let midi = song.keyRoot + chord.root;
  while (midi < floor) midi += 12;
  while (midi >= floor + 12) midi -= 12;
  return midi;
};

/** Plays the bass line: the chord's root and the style's movement around it. */
export function playBass(song: Song, mix: Mixer) {
  const { style, rng } = song;
  const spec = style.bass;
  song.bars.forEach((info, bar) => {
    if (info.kind === 'intro' && style.kit && bar === 0) return;
    const notes = barNotes(song, bar);
    notes.forEach((n, i) => {
      const chord = song.chordAt(bar, Math.floor(n.step));
      let midi = rootOf(song, chord) + n.interval;
      const walkingTo = style.bass.style === 'walking' && i === notes.length - 1;
      if (walkingTo) midi = rootOf(song, song.chordAt(bar + 1, 0)) + rng.pick([-1, 1]);
      const start = song.time(bar, n.step);
      const gate = song.time(bar, n.step + n.len) - start;
      mix.note(spec, midi, start, gate, 0.8 + 0.2 * info.energy, style.reverb * 0.1);
    });
  });
}
