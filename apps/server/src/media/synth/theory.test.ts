import { describe, expect, it } from 'vitest';
import { midiToHz, parseChord, parseProgression, scaleNote, SCALES, voiceChord } from './theory';

describe('parseChord', () => {
  it('reads case as quality and suffixes as extensions', () => {
    expect(parseChord('I')).toEqual({ root: 0, tones: [0, 4, 7] });
    expect(parseChord('vi')).toEqual({ root: 9, tones: [0, 3, 7] });
    expect(parseChord('V7')).toEqual({ root: 7, tones: [0, 4, 7, 10] });
    expect(parseChord('ii7')).toEqual({ root: 2, tones: [0, 3, 7, 10] });
    expect(parseChord('IVmaj7')).toEqual({ root: 5, tones: [0, 4, 7, 11] });
    expect(parseChord('bVII5')).toEqual({ root: 10, tones: [0, 7, 12] });
  });

  it('rejects what it cannot read', () => {
    expect(() => parseChord('X7')).toThrow(/bad chord/);
    expect(() => parseChord('Iadd11')).toThrow(/bad chord/);
    expect(parseProgression('I V vi IV')).toHaveLength(4);
  });
});

describe('pitch helpers', () => {
  it('tunes A4 to 440 Hz and walks scales across octaves', () => {
    expect(midiToHz(69)).toBe(440);
    expect(midiToHz(57)).toBeCloseTo(220, 10);
    expect(scaleNote(SCALES.major, 60, 0)).toBe(60);
    expect(scaleNote(SCALES.major, 60, 7)).toBe(72);
    expect(scaleNote(SCALES.major, 60, -1)).toBe(59);
    expect(scaleNote(SCALES.minorPentatonic, 60, 6)).toBe(75);
  });

  it('voices a chord from the first root at or above the floor', () => {
    expect(voiceChord(parseChord('V7'), 48, 60)).toEqual([67, 71, 74, 77]);
    expect(voiceChord(parseChord('I'), 48, 48)).toEqual([48, 52, 55]);
  });
});
