import type { Mixer } from '../mixer';
import type { Song } from '../song';
import type { CompStyle, PartSpec } from '../style';
import { voiceChord, type Chord } from '../theory';

const hitsOf = (pattern: string) => [...pattern].flatMap((c, i) => (c === '.' ? [] : [i]));

/** Six strings of an open-position guitar chord built on the root. */
const guitarVoicing = (chord: Chord, song: Song, floor: number) => {
  const [r = 0] = voiceChord(chord, song.keyRoot, floor);
  const third = chord.tones[1] ?? 4;
  return [r, r + 7, r + 12, r + 12 + third, r + 19, r + 24];
};

/** Chord tones rising over two octaves, then falling back: the classic arpeggio shape. */
const arpeggioNotes = (chord: Chord, song: Song, floor: number) => {
  const tones = voiceChord(chord, song.keyRoot, floor).slice(0, 4);
  const up = [...tones, ...tones.map((t) => t + 12)];
  return [...up, ...up.slice(1, -1).reverse()];
};

/** Plays a chord part (comping) in the style's manner over the whole form. */
export function playComp(
  song: Song,
  mix: Mixer,
  spec: PartSpec & { style: CompStyle; pattern: string },
) {
  const { style, rng } = song;
  const hits = hitsOf(spec.pattern);
  const send = style.reverb * 0.6;
  let arp = 0;
  song.bars.forEach((info, bar) => {
    const level = 0.55 + 0.45 * info.energy;
    if (spec.style === 'pad') {
      const sectionLeft = (info.sectionBars - info.barInSection) * 16;
      for (let step = 0; step < 16; step++) {
        if ((info.barInSection * 16 + step) % style.chordSteps !== 0) continue;
        const start = song.time(bar, step);
        const gate = song.time(bar, step + Math.min(style.chordSteps, sectionLeft - step)) - start;
        for (const midi of voiceChord(song.chordAt(bar, step), song.keyRoot, spec.register)) {
          mix.note(spec, midi, start, gate, level * 0.8, send);
        }
      }
      return;
    }
    hits.forEach((step, i) => {
      const accent = spec.pattern[step] === 'X';
      const chord = song.chordAt(bar, step);
      const start = song.time(bar, step);
      const next = hits[i + 1] ?? 16 + (hits[0] ?? 0);
      const gate = song.time(bar, Math.min(next, step + 8)) - start - Math.round(song.sr * 0.02);
      const velocity = level * (accent ? 1 : 0.75) * rng.range(0.9, 1.05);
      if (spec.style === 'arpeggio') {
        const notes = arpeggioNotes(chord, song, spec.register);
        mix.note(spec, notes[arp++ % notes.length]!, start, gate * 2, velocity, send);
      } else if (spec.style === 'strum') {
        const strings = guitarVoicing(chord, song, spec.register);
        const order = accent ? strings : [...strings].reverse().slice(0, 4);
        const spread = Math.round(song.sr * (accent ? 0.012 : 0.008));
        order.forEach((midi, s) =>
          mix.note(spec, midi, start + s * spread, gate, velocity * 0.5, send),
        );
      } else if (spec.style === 'power') {
        const [root = 0] = voiceChord(chord, song.keyRoot, spec.register);
        const part: PartSpec = accent ? spec : { ...spec, inst: 'palmMute' };
        for (const midi of [root, root + 7, root + 12])
          mix.note(part, midi, start, gate, velocity, send * 0.3);
      } else {
        for (const midi of voiceChord(chord, song.keyRoot, spec.register)) {
          mix.note(spec, midi, start, gate, velocity * 0.6, send);
        }
      }
    });
  });
}
