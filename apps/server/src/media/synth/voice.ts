import type { Envelope, Instrument, Layer, PluckInstrument, ToneInstrument } from './instruments';
import type { Random } from '~/random';

const TABLE_SIZE = 2048;
const tables = new Map<string, Float32Array>();

/**
 * One cycle of a layer's spectrum, keeping only harmonics below Nyquist so high notes do
 * not alias; one guard sample at the end makes interpolation branch-free. Cached.
 */
function tableFor(layer: Layer, harmonics: number): Float32Array {
  const key = `${layer.harmonics.join(',')}|${harmonics}`;
  const cached = tables.get(key);
  if (cached) return cached;
  const table = new Float32Array(TABLE_SIZE + 1);
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    let v = 0;
    for (let h = 1; h <= harmonics; h++) {
      const a = layer.harmonics[h - 1]!;
      if (a !== 0) v += a * Math.sin((2 * Math.PI * h * i) / TABLE_SIZE);
    }
    table[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  for (let i = 0; i < TABLE_SIZE; i++) table[i]! /= peak || 1;
  table[TABLE_SIZE] = table[0]!;
  tables.set(key, table);
  return table;
}

/** Renders an envelope of `gate` samples plus its release into `out` (multiplying). */
function applyEnvelope(out: Float32Array, env: Envelope, gate: number, sr: number) {
  const attack = Math.max(1, Math.round(env.attack * sr));
  const decayK = Math.exp(-1 / Math.max(1, env.decay * sr * 0.25));
  const releaseK = Math.exp(-1 / Math.max(1, env.release * sr * 0.2));
  let level = 0;
  let above = 1 - env.sustain;
  for (let i = 0; i < out.length; i++) {
    if (i < gate) {
      if (i < attack) level = i / attack;
      else {
        above *= decayK;
        level = env.sustain + above;
      }
    } else level *= releaseK;
    out[i]! *= level;
  }
}

function renderTone(inst: ToneInstrument, hz: number, gate: number, sr: number): Float32Array {
  const release = Math.max(...inst.layers.map((l) => l.env.release));
  const out = new Float32Array(gate + Math.round(release * sr));
  const layerBuf = new Float32Array(out.length);
  const vib = inst.vibrato;
  for (const layer of inst.layers) {
    const f = hz * (layer.ratio ?? 1);
    const nh = Math.max(1, Math.min(layer.harmonics.length, Math.floor((0.45 * sr) / f)));
    const table = tableFor(layer, nh);
    const baseInc = (TABLE_SIZE * f) / sr;
    let inc = baseInc;
    let phase = 0;
    for (let i = 0; i < out.length; i++) {
      if (vib && (i & 63) === 0) {
        const t = i / sr;
        const ramp = t < vib.delay ? 0 : Math.min(1, (t - vib.delay) / 0.3);
        inc = baseInc * Math.pow(2, (ramp * vib.depth * Math.sin(2 * Math.PI * vib.rate * t)) / 12);
      }
      const idx = phase | 0;
      const a = table[idx]!;
      layerBuf[i] = a + (phase - idx) * (table[idx + 1]! - a);
      phase += inc;
      if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    }
    applyEnvelope(layerBuf, layer.env, gate, sr);
    for (let i = 0; i < out.length; i++) out[i]! += layer.gain * layerBuf[i]!;
  }
  if (inst.lowpass) lowpass(out, inst.lowpass, sr);
  return out;
}

/** Karplus-Strong with an all-pass for the fractional part of the period, so it stays in tune. */
function renderPluck(inst: PluckInstrument, hz: number, gate: number, sr: number, rng: Random) {
  const releaseN = Math.round(inst.release * sr);
  const out = new Float32Array(gate + releaseN);
  const period = sr / hz;
  const n = Math.max(2, Math.floor(period - 0.6));
  const frac = period - 0.5 - n;
  const c = (1 - frac) / (1 + frac);
  const loss = Math.pow(0.001, 1 / (hz * inst.ring));
  const line = new Float32Array(n);
  let smooth = 0;
  for (let i = 0; i < n; i++) {
    smooth += inst.brightness * (rng.next() * 2 - 1 - smooth);
    line[i] = smooth;
  }
  normalise(line);
  let prev = 0;
  let apX = 0;
  let apY = 0;
  let fade = 1;
  const fadeK = Math.exp(-1 / Math.max(1, releaseN * 0.2));
  for (let i = 0, at = 0; i < out.length; i++) {
    const y = line[at]!;
    const avg = 0.5 * (y + prev);
    prev = y;
    apY = c * avg + apX - c * apY;
    apX = avg;
    line[at] = loss * apY;
    if (++at === n) at = 0;
    if (i >= gate) fade *= fadeK;
    out[i] = y * fade;
  }
  return out;
}

/** Removes the mean and scales to a peak of 1, in place. */
function normalise(buf: Float32Array) {
  let mean = 0;
  for (let i = 0; i < buf.length; i++) mean += buf[i]!;
  mean /= buf.length;
  let peak = 0;
  for (let i = 0; i < buf.length; i++) peak = Math.max(peak, Math.abs((buf[i]! -= mean)));
  for (let i = 0; i < buf.length; i++) buf[i]! /= peak || 1;
}

/** A one-pole low-pass filter, in place. */
export function lowpass(buf: Float32Array, cutoff: number, sr: number) {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / sr);
  let y = 0;
  for (let i = 0; i < buf.length; i++) {
    y += a * (buf[i]! - y);
    buf[i] = y;
  }
}

/** Renders one note: `gate` samples held, then the instrument's release. */
export function renderNote(
  inst: Instrument,
  hz: number,
  gate: number,
  sr: number,
  rng: Random,
): Float32Array {
  return inst.kind === 'tone'
    ? renderTone(inst, hz, gate, sr)
    : renderPluck(inst, hz, gate, sr, rng);
}
