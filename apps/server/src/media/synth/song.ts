import type { Random } from '~/random';
import type { Style } from './style';
import { parseProgression, type Chord } from './theory';

/** The kinds of section a track is built from. */
export type SectionKind = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

/** Where a bar sits in the form. */
export interface BarInfo {
  kind: SectionKind;
  /** 0..1: how much plays (drums, melody, density). */
  energy: number;
  barInSection: number;
  sectionBars: number;
  progression: readonly Chord[];
}

/** A track's form and clock: what plays when, and where each 16th step falls in samples. */
export interface Song {
  style: Style;
  sr: number;
  rng: Random;
  bpm: number;
  /** MIDI note of the key's root, in the bass register. */
  keyRoot: number;
  totalSamples: number;
  bars: readonly BarInfo[];
  chordAt(bar: number, step: number): Chord;
  /** The sample where a step (16th note, may exceed 15) of a bar starts, swing applied. */
  time(bar: number, step: number): number;
}

const ENERGY: Record<SectionKind, number> = {
  intro: 0.3,
  verse: 0.7,
  chorus: 1,
  bridge: 0.5,
  outro: 0.4,
};
const FORM: readonly SectionKind[] = ['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus'];

/** Lays out the form of a track of `seconds` from the style and the seed. */
export function planSong(style: Style, seconds: number, sr: number, rng: Random): Song {
  const bpm = rng.int(style.bpm[0], style.bpm[1]);
  const keyRoot = rng.int(style.keyRange[0], style.keyRange[1]);
  const stepSeconds = 60 / bpm / 4;
  const totalSamples = Math.round(seconds * sr);
  const barCount = Math.ceil(seconds / (stepSeconds * 16)) + 1;
  const progressions = style.progressions.map(parseProgression);
  const order = rng.shuffle(progressions.map((_, i) => i));
  const pick = (kind: SectionKind) =>
    progressions[order[kind === 'chorus' ? 1 : kind === 'bridge' ? 2 : 0] ?? order[0]!]!;
  const formBars = (p: readonly Chord[]) => {
    const bars = Math.max(1, Math.round((p.length * style.chordSteps) / 16));
    return bars * Math.max(1, Math.round(8 / bars));
  };
  const bars: BarInfo[] = [];
  const push = (kind: SectionKind, count: number, progression: readonly Chord[]) => {
    for (let b = 0; b < count && bars.length < barCount; b++) {
      bars.push({ kind, energy: ENERGY[kind], barInSection: b, sectionBars: count, progression });
    }
  };
  const outroBars = Math.min(2, Math.max(0, barCount - 3));
  push('intro', Math.min(2, barCount), pick('verse'));
  for (let s = 0; bars.length < barCount - outroBars; s++) {
    const kind = FORM[s % FORM.length]!;
    const p = pick(kind);
    push(kind, Math.min(formBars(p), barCount - outroBars - bars.length), p);
  }
  push('outro', barCount - bars.length, [pick('verse')[0]!]);

  const swingDelay = (step: number) => {
    if (style.swingUnit === 8) return step % 4 === 2 ? (style.swing * 2) / 3 : 0;
    return step % 2 === 1 ? style.swing / 3 : 0;
  };
  return {
    style,
    sr,
    rng,
    bpm,
    keyRoot,
    totalSamples,
    bars,
    chordAt(bar, step) {
      const info = bars[Math.min(bar, bars.length - 1)]!;
      const at = Math.floor((info.barInSection * 16 + step) / style.chordSteps);
      return info.progression[at % info.progression.length]!;
    },
    time(bar, step) {
      const whole = bar * 16 + step;
      const within = ((step % 16) + 16) % 16;
      return Math.round((whole + swingDelay(within)) * stepSeconds * sr);
    },
  };
}
