import { buildKit } from './drums';
import { master } from './master';
import { Mixer } from './mixer';
import { playBass } from './parts/bass-part';
import { playComp } from './parts/comp-part';
import { playDrums } from './parts/drums-part';
import { playMelody } from './parts/melody-part';
import { hashString, seededRandom } from '~/random';
import { planSong } from './song';
import { styleFor } from './styles';
import { encodeWav } from './wav';

/** What to render: a genre (any name; unknown ones fall back by keyword), a seed, a length. */
export interface RenderTrackOptions {
  genre: string;
  seed: number;
  seconds: number;
  /** Default 22050 Hz. */
  sampleRate?: number;
}

/** Renders a track's music as mono float samples (-1..1). Deterministic per options. */
export function renderTrackSamples(options: RenderTrackOptions): Float32Array {
  const sr = options.sampleRate ?? 22050;
  if (!(options.seconds > 0) || !(sr >= 8000))
    throw new RangeError('seconds > 0 and sampleRate >= 8000 are required');
  const style = styleFor(options.genre);
  const rng = seededRandom(hashString(`${style.name}:${options.seed}`));
  const song = planSong(style, options.seconds, sr, rng);
  const mix = new Mixer(song.totalSamples, sr, rng);
  if (style.kit) playDrums(song, mix, buildKit(style.kit, sr, rng));
  playBass(song, mix);
  playComp(song, mix, style.comp);
  if (style.pad) playComp(song, mix, { ...style.pad, style: 'pad', pattern: 'x' });
  playMelody(song, mix);
  return master(mix, sr, { drive: style.drive, reverbDecay: 0.8 + style.reverb * 2.5 });
}

/**
 * Renders a track of generated music in the genre's manner as a 16-bit mono PCM WAV:
 * melody, chords, bass and (for most genres) drums. The same options give the same bytes.
 */
export function renderTrackWav(options: RenderTrackOptions): Buffer {
  return encodeWav(renderTrackSamples(options), options.sampleRate ?? 22050);
}
