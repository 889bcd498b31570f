import type { Mixer } from './mixer';
import { lowpass } from './voice';

/** Soft saturation: x·(27+x²)/(27+9x²), a cheap tanh that meets ±1 at ±3. */
const saturate = (x: number) => (x >= 3 ? 1 : x <= -3 ? -1 : (x * (27 + x * x)) / (27 + 9 * x * x));

/** Distorts the drive bus (guitars) and blends it into the main and reverb buses. */
function applyDrive(mix: Mixer, amount: number, sr: number) {
  const { drive, main, send } = mix;
  for (let i = 0; i < drive.length; i++) drive[i] = saturate(drive[i]! * amount);
  lowpass(drive, 3200, sr); // a speaker cabinet rolls off the fizz
  for (let i = 0; i < drive.length; i++) {
    main[i]! += 0.35 * drive[i]!;
    send[i]! += 0.05 * drive[i]!;
  }
}

const COMBS = [0.0297, 0.0371, 0.0411, 0.0437];
const ALLPASSES = [0.005, 0.0017];

/** A Schroeder reverb (four damped combs, two all-passes) of the send bus, added to main. */
function applyReverb(mix: Mixer, sr: number, decay: number) {
  const { send, main } = mix;
  const wet = new Float32Array(send.length);
  for (const seconds of COMBS) {
    const line = new Float32Array(Math.round(seconds * sr));
    const feedback = Math.pow(0.001, seconds / decay);
    let damp = 0;
    for (let i = 0, at = 0; i < send.length; i++) {
      const out = line[at]!;
      damp += 0.4 * (out - damp);
      line[at] = send[i]! + feedback * damp;
      wet[i]! += out * 0.25;
      if (++at === line.length) at = 0;
    }
  }
  for (const seconds of ALLPASSES) {
    const line = new Float32Array(Math.round(seconds * sr));
    for (let i = 0, at = 0; i < wet.length; i++) {
      const delayed = line[at]!;
      const input = wet[i]!;
      line[at] = input + 0.7 * delayed;
      wet[i] = delayed - 0.7 * input;
      if (++at === line.length) at = 0;
    }
  }
  for (let i = 0; i < main.length; i++) main[i]! += wet[i]!;
}

/** Fades in and out, brings the track to a steady loudness, and limits peaks below 0 dBFS. */
function finish(main: Float32Array, sr: number, fadeOut: number) {
  const fadeIn = Math.round(sr * 0.02);
  for (let i = 0; i < Math.min(fadeIn, main.length); i++) main[i]! *= i / fadeIn;
  const outN = Math.min(main.length, Math.round(sr * fadeOut));
  for (let i = 0; i < outN; i++) main[main.length - 1 - i]! *= Math.pow(i / outN, 1.5);
  let sum = 0;
  for (let i = 0; i < main.length; i++) sum += main[i]! * main[i]!;
  const rms = Math.sqrt(sum / Math.max(1, main.length));
  const gain = rms > 1e-9 ? Math.min(0.16 / rms, 50) : 1;
  const knee = 0.7;
  for (let i = 0; i < main.length; i++) {
    const x = main[i]! * gain;
    const a = Math.abs(x);
    main[i] = a <= knee ? x : Math.sign(x) * (knee + 0.28 * Math.tanh((a - knee) / 0.28));
  }
}

/** Turns the mixed buses into the final mono signal, in `mix.main`. */
export function master(mix: Mixer, sr: number, options: { drive: number; reverbDecay: number }) {
  if (options.drive > 0) applyDrive(mix, options.drive, sr);
  applyReverb(mix, sr, options.reverbDecay);
  finish(mix.main, sr, Math.min(4, (mix.length / sr) * 0.1));
  return mix.main;
}
