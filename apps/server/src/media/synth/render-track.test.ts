import { describe, expect, it } from 'vitest';
import { renderTrackSamples, renderTrackWav } from './render-track';
import { STYLES, styleFor } from './styles';
import { readWavInfo } from './wav';

const stats = (x: Float32Array) => {
  let peak = 0;
  let sum = 0;
  for (const v of x) {
    peak = Math.max(peak, Math.abs(v));
    sum += v * v;
  }
  return { peak, rmsDb: 10 * Math.log10(sum / x.length) };
};

describe('renderTrackWav', () => {
  it.each(STYLES.map((s) => s.name))('renders %s as a WAV of the asked length', (genre) => {
    const wav = renderTrackWav({ genre, seed: 7, seconds: 6 });
    expect(readWavInfo(wav)).toEqual({
      sampleRate: 22050,
      channels: 1,
      bitsPerSample: 16,
      frames: 6 * 22050,
      durationSeconds: 6,
    });
    expect(wav.length).toBe(44 + 6 * 22050 * 2);
  });

  it.each(STYLES.map((s) => s.name))('%s is audible and never clips', (genre) => {
    const { peak, rmsDb } = stats(renderTrackSamples({ genre, seed: 3, seconds: 10 }));
    expect(rmsDb).toBeGreaterThan(-24);
    expect(peak).toBeLessThan(0.99);
  });

  it('honours another sample rate', () => {
    const info = readWavInfo(
      renderTrackWav({ genre: 'Jazz', seed: 1, seconds: 2, sampleRate: 16000 }),
    );
    expect(info).toMatchObject({ sampleRate: 16000, frames: 32000 });
  });

  it('is deterministic for a seed and differs across seeds and genres', () => {
    const a = renderTrackWav({ genre: 'Rock', seed: 42, seconds: 5 });
    expect(renderTrackWav({ genre: 'Rock', seed: 42, seconds: 5 }).equals(a)).toBe(true);
    expect(renderTrackWav({ genre: 'Rock', seed: 43, seconds: 5 }).equals(a)).toBe(false);
    expect(renderTrackWav({ genre: 'Jazz', seed: 42, seconds: 5 }).equals(a)).toBe(false);
  });

  it('rejects impossible lengths', () => {
    expect(() => renderTrackWav({ genre: 'Pop', seed: 1, seconds: 0 })).toThrow(RangeError);
  });
});

describe('styleFor', () => {
  it('finds the twelve demo genres by name, in any case', () => {
    for (const style of STYLES) expect(styleFor(style.name.toUpperCase())).toBe(style);
  });

  it('falls back by keyword, then to Pop', () => {
    expect(styleFor('Death Metal').name).toBe('Metal');
    expect(styleFor('Deep House').name).toBe('Electronic');
    expect(styleFor('Bossa Nova').name).toBe('Latin');
    expect(styleFor('Neo-Soul').name).toBe('R&B');
    expect(styleFor('Polka').name).toBe('Pop');
    expect(styleFor('').name).toBe('Pop');
  });
});
