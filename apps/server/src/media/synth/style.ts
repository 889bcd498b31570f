import type { DrumName, KitName } from './drums';
import type { InstrumentName } from './instruments';
import type { ScaleName } from './theory';

/** How the bass line moves. */
export type BassStyle = 'root' | 'walking' | 'pulse' | 'offbeat' | 'boogie' | 'tumbao' | 'drone';

/** How the chords are played. */
export type CompStyle = 'block' | 'pad' | 'arpeggio' | 'strum' | 'power';

/**
 * A drum groove: one 16-step line per drum for a bar. 'X' is an accent, 'x' a normal hit,
 * 'o' a ghost note, '.' a rest; any other drum is silent.
 */
export type Groove = Partial<Record<DrumName, string>>;

/** One part played by an instrument. */
export interface PartSpec {
  inst: InstrumentName;
  gain: number;
  /** MIDI note the part's register starts from. */
  register: number;
  /** Whether the part goes through the distortion bus. */
  drive?: boolean;
}

/** Everything that makes a genre sound like itself. */
export interface Style {
  name: string;
  bpm: readonly [number, number];
  /** 0 is straight, 1 a full triplet feel. */
  swing: number;
  /** Which subdivision swings. */
  swingUnit: 8 | 16;
  scale: ScaleName;
  /** MIDI range of the key's root (bass register). */
  keyRange: readonly [number, number];
  /** Roman-numeral progressions; a section plays one of them over and over. */
  progressions: readonly string[];
  /** 16th steps per chord. */
  chordSteps: number;
  kit: KitName | null;
  /** Grooves for calm and full sections. */
  grooves: { calm: Groove; full: Groove };
  bass: PartSpec & { style: BassStyle };
  comp: PartSpec & { style: CompStyle; pattern: string };
  lead: PartSpec & { density: number; lengths: readonly number[]; scale?: ScaleName };
  pad?: PartSpec;
  /** Reverb send level (0..1). */
  reverb: number;
  /** Pre-gain into the distortion bus. */
  drive: number;
}
