/** Scales as semitone steps above the key's root. */
export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
  minorPentatonic: [0, 3, 5, 7, 10],
  majorPentatonic: [0, 2, 4, 7, 9],
  blues: [0, 3, 5, 6, 7, 10],
} as const;

export type ScaleName = keyof typeof SCALES;

/** A chord: its root in semitones above the key and its tones above that root. */
export interface Chord {
  root: number;
  tones: readonly number[];
}

const DEGREES: Record<string, number> = { I: 0, II: 2, III: 4, IV: 5, V: 7, VI: 9, VII: 11 };

const QUALITIES: Record<string, { major: number[]; minor: number[] }> = {
  '': { major: [0, 4, 7], minor: [0, 3, 7] },
  '7': { major: [0, 4, 7, 10], minor: [0, 3, 7, 10] },
  maj7: { major: [0, 4, 7, 11], minor: [0, 3, 7, 11] },
  '9': { major: [0, 4, 7, 10, 14], minor: [0, 3, 7, 10, 14] },
  maj9: { major: [0, 4, 7, 11, 14], minor: [0, 3, 7, 11, 14] },
  '5': { major: [0, 7, 12], minor: [0, 7, 12] },
  sus: { major: [0, 5, 7], minor: [0, 5, 7] },
  dim: { major: [0, 3, 6], minor: [0, 3, 6] },
  m7b5: { major: [0, 3, 6, 10], minor: [0, 3, 6, 10] },
};

/**
 * Parses a Roman-numeral chord: upper case is major, lower case minor, a leading `b`
 * flattens, and a suffix names the quality (7, maj7, 9, maj9, 5, sus, dim, m7b5).
 * 'V7' is a dominant seventh, 'ii7' a minor seventh, 'bVII' a major chord on the flat seventh.
 */
export function parseChord(symbol: string): Chord {
  const match = /^(b?)([ivIV]+)(.*)$/.exec(symbol);
  const numeral = match?.[2] ?? '';
  const degree = DEGREES[numeral.toUpperCase()];
  const quality = QUALITIES[match?.[3] ?? ''];
  if (!match || degree === undefined || !quality) throw new Error(`bad chord symbol: ${symbol}`);
  const minor = numeral === numeral.toLowerCase();
  return { root: degree - (match[1] ? 1 : 0), tones: minor ? quality.minor : quality.major };
}

/** Parses a space-separated progression, e.g. 'I V vi IV'. */
export const parseProgression = (text: string): Chord[] => text.split(/\s+/).map(parseChord);

/** The frequency of a MIDI note number (A4 = 69 = 440 Hz). */
export const midiToHz = (midi: number): number => 440 * Math.pow(2, (midi - 69) / 12);

/** The MIDI note of a scale index (0 = key root, 7 = an octave up in a 7-note scale). */
export function scaleNote(scale: readonly number[], keyRoot: number, index: number): number {
  const n = scale.length;
  const octave = Math.floor(index / n);
  return keyRoot + octave * 12 + scale[index - octave * n]!;
}

/** The MIDI notes of a chord voiced upwards from the first root at or above `floor`. */
export function voiceChord(chord: Chord, keyRoot: number, floor: number): number[] {
  let root = keyRoot + chord.root;
  while (root < floor) root += 12;
  while (root - 12 >= floor) root -= 12;
  return chord.tones.map((t) => root + t);
}
