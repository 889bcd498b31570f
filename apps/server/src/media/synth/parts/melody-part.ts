import type { Mixer } from '../mixer';
import type { SectionKind, Song } from '../song';
import { SCALES, scaleNote } from '../theory';

/** A note of a two-bar motif: `move` is a scale-step offset from the phrase's anchor. */
interface MotifNote {
  step: number;
  len: number;
  move: number;
}

const MOVES = [-2, -1, -1, 0, 1, 1, 2, -3, 3, 4];

/** A two-bar motif: a rhythm from the style's note lengths and a mostly stepwise contour. */
function makeMotif(song: Song, density: number): MotifNote[] {
  const { rng, style } = song;
  const notes: MotifNote[] = [];
  let move = rng.int(0, 4);
  for (let step = 0; step < 32;) {
    const len = Math.min(rng.pick(style.lead.lengths), 32 - step);
    const strong = step % 4 === 0;
    if (rng.chance(Math.min(0.95, density * (strong ? 1.4 : 0.8)))) {
      move = Math.max(-3, Math.min(8, move + rng.pick(MOVES)));
      notes.push({ step, len, move });
    }
    step += len;
  }
  return notes.length ? notes : [{ step: 0, len: 8, move: 0 }];
}

/** Moves a note onto the nearest tone of a chord (used on strong beats, so melodies fit). */
function snapToChord(midi: number, tones: number[]): number {
  let best = midi;
  let distance = Infinity;
  for (const tone of tones) {
    for (let octave = -2; octave <= 2; octave++) {
      const candidate = tone + octave * 12;
      const d = Math.abs(candidate - midi);
      if (d < distance) [best, distance] = [candidate, d];
    }
  }
  return best;
}

/**
 * Plays the lead melody: each section kind gets its own motif, repeated and varied
 * (statement, sequence a step up, statement, cadence on the chord root), so tunes recur.
 */
export function playMelody(song: Song, mix: Mixer) {
  const { style, rng } = song;
  const lead = style.lead;
  const scale = SCALES[lead.scale ?? style.scale];
  let leadKey = song.keyRoot;
  while (leadKey + 12 <= lead.register) leadKey += 12;
  const motifs = new Map<SectionKind, MotifNote[]>();
  const send = style.reverb * 0.7;
  song.bars.forEach((info, bar) => {
    if (info.kind === 'intro' || info.kind === 'outro' || info.barInSection % 2 !== 0) return;
    let motif = motifs.get(info.kind);
    if (!motif)
      motifs.set(info.kind, (motif = makeMotif(song, lead.density * (0.6 + info.energy * 0.5))));
    const phrase = (info.barInSection / 2) % 4;
    const shift = (phrase === 1 ? 2 : 0) + (info.kind === 'chorus' ? 2 : 0);
    const notes =
      phrase === 3 ? [...motif.filter((n) => n.step < 16), { step: 16, len: 12, move: 0 }] : motif;
    for (const n of notes) {
      if (bar + Math.floor(n.step / 16) >= song.bars.length) break;
      const chord = song.chordAt(bar, n.step);
      let midi = scaleNote(scale, leadKey, n.move + shift);
      if (n.step % 4 === 0 && n.len >= 2) {
        const tones = chord.tones.map((t) => leadKey + chord.root + t);
        midi = snapToChord(midi, tones);
      }
      if (phrase === 3 && n.step === 16) midi = snapToChord(midi, [leadKey + chord.root]);
      const start = song.time(bar, n.step);
      const gate = Math.round((song.time(bar, n.step + n.len) - start) * 0.92);
      const accent = n.step % 8 === 0 ? 1 : 0.8;
      mix.note(lead, midi, start, gate, accent * rng.range(0.85, 1), send);
    }
  });
}
