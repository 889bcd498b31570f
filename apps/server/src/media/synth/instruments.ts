/** An amplitude envelope, in seconds; sustain is a level (0..1). */
export interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

/** One oscillator of a tone: a harmonic spectrum, a pitch ratio and its own envelope. */
export interface Layer {
  /** Amplitudes of harmonics 1, 2, 3, … */
  harmonics: readonly number[];
  ratio?: number;
  gain: number;
  env: Envelope;
}

/** A wavetable instrument of one or more layers. */
export interface ToneInstrument {
  kind: 'tone';
  name: string;
  layers: readonly Layer[];
  vibrato?: { rate: number; depth: number; delay: number };
  /** One-pole low-pass cutoff in Hz. */
  lowpass?: number;
}

/** A plucked string (Karplus-Strong). */
export interface PluckInstrument {
  kind: 'pluck';
  name: string;
  /** 0..1: how much of the initial noise burst's treble survives. */
  brightness: number;
  /** Seconds for the string to fade by 60 dB. */
  ring: number;
  release: number;
}

export type Instrument = ToneInstrument | PluckInstrument;

const series = (n: number, amp: (k: number) => number) =>
  Array.from({ length: n }, (_, i) => amp(i + 1));

const saw = (n: number, tilt = 1) => series(n, (k) => 1 / Math.pow(k, tilt));
const square = (n: number, tilt = 1) => series(n, (k) => (k % 2 ? 1 / Math.pow(k, tilt) : 0));
const env = (attack: number, decay: number, sustain: number, release: number): Envelope => ({
  attack,
  decay,
  sustain,
  release,
});

const tone = (
  name: string,
  layers: Layer[],
  extra: Partial<Pick<ToneInstrument, 'vibrato' | 'lowpass'>> = {},
): ToneInstrument => ({ kind: 'tone', name, layers, ...extra });

const pluck = (
  name: string,
  brightness: number,
  ring: number,
  release = 0.05,
): PluckInstrument => ({
  kind: 'pluck',
  name,
  brightness,
  ring,
  release,
});

/** Every instrument the genre styles play, by name. */
export const INSTRUMENTS = {
  pad: tone(
    'pad',
    [
      { harmonics: saw(24, 1.6), gain: 0.5, env: env(1.2, 1, 0.8, 1.8) },
      { harmonics: saw(24, 1.6), ratio: 1.006, gain: 0.5, env: env(1.5, 1, 0.8, 1.8) },
    ],
    { lowpass: 1400 },
  ),
  strings: tone(
    'strings',
    [
      { harmonics: saw(30, 1.2), gain: 0.5, env: env(0.18, 0.3, 0.85, 0.35) },
      { harmonics: saw(30, 1.2), ratio: 1.004, gain: 0.5, env: env(0.22, 0.3, 0.85, 0.35) },
    ],
    { vibrato: { rate: 5.5, depth: 0.12, delay: 0.25 }, lowpass: 3200 },
  ),
  violin: tone('violin', [{ harmonics: saw(32, 1.1), gain: 1, env: env(0.08, 0.2, 0.9, 0.2) }], {
    vibrato: { rate: 6, depth: 0.2, delay: 0.15 },
    lowpass: 4500,
  }),
  piano: tone('piano', [
    { harmonics: saw(8, 1.8), gain: 0.8, env: env(0.004, 1.4, 0, 0.25) },
    { harmonics: [0, 0, 0.4, 0.3, 0.25, 0.15, 0.1], gain: 0.25, env: env(0.002, 0.12, 0, 0.1) },
  ]),
  rhodes: tone('rhodes', [
    { harmonics: [1, 0.08, 0.03], gain: 0.85, env: env(0.004, 2.2, 0.15, 0.3) },
    { harmonics: [1], ratio: 7, gain: 0.12, env: env(0.001, 0.09, 0, 0.05) },
  ]),
  organ: tone('organ', [
    { harmonics: [1, 0.7, 0.5, 0.4, 0, 0.3, 0, 0.25], gain: 1, env: env(0.01, 0.1, 0.9, 0.08) },
  ]),
  synthPluck: tone(
    'synthPluck',
    [{ harmonics: saw(20, 1.1), gain: 1, env: env(0.003, 0.22, 0.05, 0.1) }],
    { lowpass: 2600 },
  ),
  stab: tone('stab', [
    { harmonics: saw(20, 1), gain: 0.5, env: env(0.004, 0.18, 0.2, 0.08) },
    { harmonics: saw(20, 1), ratio: 1.008, gain: 0.5, env: env(0.004, 0.18, 0.2, 0.08) },
  ]),
  subBass: tone('subBass', [
    { harmonics: [1, 0.15, 0.04], gain: 1, env: env(0.008, 0.6, 0.7, 0.12) },
  ]),
  sawBass: tone('sawBass', [{ harmonics: saw(28, 1), gain: 1, env: env(0.004, 0.2, 0.5, 0.06) }], {
    lowpass: 900,
  }),
  upright: tone('upright', [
    { harmonics: [1, 0.45, 0.2, 0.1, 0.05], gain: 1, env: env(0.006, 0.5, 0.2, 0.1) },
  ]),
  pickBass: pluck('pickBass', 0.35, 1.6, 0.06),
  cello: tone('cello', [{ harmonics: saw(24, 1.3), gain: 1, env: env(0.12, 0.3, 0.85, 0.3) }], {
    vibrato: { rate: 5, depth: 0.1, delay: 0.3 },
    lowpass: 1800,
  }),
  squareLead: tone(
    'squareLead',
    [{ harmonics: square(15, 1.1), gain: 1, env: env(0.01, 0.15, 0.7, 0.12) }],
    { vibrato: { rate: 5.5, depth: 0.1, delay: 0.2 }, lowpass: 3500 },
  ),
  flute: tone(
    'flute',
    [{ harmonics: [1, 0.2, 0.08, 0.03], gain: 1, env: env(0.06, 0.2, 0.85, 0.15) }],
    {
      vibrato: { rate: 5, depth: 0.1, delay: 0.2 },
    },
  ),
  sax: tone('sax', [{ harmonics: saw(18, 1.15), gain: 1, env: env(0.03, 0.25, 0.75, 0.1) }], {
    vibrato: { rate: 5.2, depth: 0.15, delay: 0.18 },
    lowpass: 2400,
  }),
  trumpet: tone('trumpet', [{ harmonics: saw(20, 0.9), gain: 1, env: env(0.035, 0.2, 0.8, 0.1) }], {
    vibrato: { rate: 5.5, depth: 0.1, delay: 0.2 },
    lowpass: 3000,
  }),
  bell: tone('bell', [
    { harmonics: [1], gain: 0.7, env: env(0.002, 2.5, 0, 1.5) },
    { harmonics: [1], ratio: 2.76, gain: 0.25, env: env(0.002, 0.9, 0, 0.6) },
    { harmonics: [1], ratio: 5.4, gain: 0.1, env: env(0.002, 0.4, 0, 0.3) },
  ]),
  nylon: pluck('nylon', 0.45, 2.2),
  steel: pluck('steel', 0.75, 3),
  electric: pluck('electric', 0.7, 4, 0.08),
  palmMute: pluck('palmMute', 0.55, 0.35, 0.03),
} satisfies Record<string, Instrument>;

export type InstrumentName = keyof typeof INSTRUMENTS;
