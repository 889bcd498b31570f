import type { Random } from '~/random';

/** The drum sounds a pattern can name. */
export type DrumName =
  'kick' | 'snare' | 'hat' | 'openHat' | 'clap' | 'ride' | 'crash' | 'rim' | 'shaker' | 'conga';

/** How a kit sounds: the style picks one. */
export type KitName = 'acoustic' | 'electronic' | 'boombap' | 'brushes' | 'metal' | 'latin';

interface KitTuning {
  kickPitch: number;
  kickDecay: number;
  snareTone: number;
  snareDecay: number;
  hatDecay: number;
}

const TUNINGS: Record<KitName, KitTuning> = {
  acoustic: { kickPitch: 55, kickDecay: 0.28, snareTone: 190, snareDecay: 0.18, hatDecay: 0.05 },
  electronic: { kickPitch: 48, kickDecay: 0.42, snareTone: 220, snareDecay: 0.2, hatDecay: 0.035 },
  boombap: { kickPitch: 52, kickDecay: 0.35, snareTone: 175, snareDecay: 0.24, hatDecay: 0.04 },
  brushes: { kickPitch: 60, kickDecay: 0.2, snareTone: 200, snareDecay: 0.3, hatDecay: 0.06 },
  metal: { kickPitch: 62, kickDecay: 0.16, snareTone: 210, snareDecay: 0.16, hatDecay: 0.04 },
  latin: { kickPitch: 58, kickDecay: 0.22, snareTone: 230, snareDecay: 0.12, hatDecay: 0.04 },
};

type Shot = (sr: number, rng: Random, t: KitTuning) => Float32Array;

const buffer = (sr: number, seconds: number) => new Float32Array(Math.round(sr * seconds));

/** A decaying sine whose pitch falls from `from` to `to`. */
function sweep(
  out: Float32Array,
  sr: number,
  from: number,
  to: number,
  fall: number,
  decay: number,
  gain = 1,
) {
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / sr;
    phase += (2 * Math.PI * (to + (from - to) * Math.exp(-t / fall))) / sr;
    out[i]! += gain * Math.sin(phase) * Math.exp(-t / decay);
  }
  return out;
}

/** Noise with an exponential decay; `tone` 0 is dark, 1 is bright (first difference). */
function noise(out: Float32Array, sr: number, rng: Random, decay: number, tone: number, gain = 1) {
  let prev = 0;
  for (let i = 0; i < out.length; i++) {
    const n = rng.next() * 2 - 1;
    const bright = n - prev;
    prev = n;
    out[i]! += gain * (tone * bright * 0.5 + (1 - tone) * n) * Math.exp(-i / sr / decay);
  }
  return out;
}

const SHOTS: Record<DrumName, Shot> = {
  kick: (sr, _rng, t) =>
    sweep(buffer(sr, t.kickDecay * 3), sr, 160, t.kickPitch, 0.03, t.kickDecay),
  snare: (sr, rng, t) =>
    noise(
      sweep(buffer(sr, 0.4), sr, t.snareTone * 1.4, t.snareTone, 0.01, 0.06),
      sr,
      rng,
      t.snareDecay / 2,
      0.6,
      0.9,
    ),
  hat: (sr, rng, t) => noise(buffer(sr, t.hatDecay * 4), sr, rng, t.hatDecay, 1, 0.6),
  openHat: (sr, rng) => noise(buffer(sr, 0.6), sr, rng, 0.18, 1, 0.5),
  clap: (sr, rng) => {
    const out = noise(buffer(sr, 0.3), sr, rng, 0.09, 0.7);
    for (let i = 0; i < Math.min(out.length, sr * 0.03); i++)
      if (((i / sr) * 100) % 1 > 0.7) out[i]! *= 0.2;
    return out;
  },
  ride: (sr, rng) => {
    const out = noise(buffer(sr, 1), sr, rng, 0.3, 1, 0.3);
    for (const f of [2950, 4120, 5270, 6530]) sweep(out, sr, f, f, 1, 0.2, 0.05);
    return out;
  },
  crash: (sr, rng) => noise(buffer(sr, 2), sr, rng, 0.6, 0.9, 0.8),
  rim: (sr, rng) =>
    noise(sweep(buffer(sr, 0.08), sr, 1900, 1700, 0.01, 0.015), sr, rng, 0.008, 1, 0.6),
  shaker: (sr, rng) => {
    const out = noise(buffer(sr, 0.12), sr, rng, 0.05, 1, 0.5);
    const attack = Math.round(sr * 0.012);
    for (let i = 0; i < attack; i++) out[i]! *= i / attack;
    return out;
  },
  conga: (sr) => sweep(buffer(sr, 0.4), sr, 260, 210, 0.02, 0.12),
};

/** A kit's one-shot samples, rendered once per track and mixed at every hit. */
export function buildKit(kit: KitName, sr: number, rng: Random): Record<DrumName, Float32Array> {
  const tuning = TUNINGS[kit];
  const names = Object.keys(SHOTS) as DrumName[];
  return Object.fromEntries(names.map((n) => [n, SHOTS[n](sr, rng, tuning)])) as Record<
    DrumName,
    Float32Array
  >;
}
