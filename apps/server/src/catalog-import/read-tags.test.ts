import { describe, expect, it } from 'vitest';
import { cleanText, fromFileName } from './read-tags';

describe('fromFileName', () => {
  it.each([
    ['/m/03 - Night Drive.mp3', { title: 'Night Drive', trackNumber: 3 }],
    ['/m/12. Closing_Time.flac', { title: 'Closing Time', trackNumber: 12 }],
    ['/m/7) Seven.ogg', { title: 'Seven', trackNumber: 7 }],
    ['/m/Just a Title.wav', { title: 'Just a Title', trackNumber: null }],
    ['/m/1999.mp3', { title: '1999', trackNumber: null }],
    ['/m/.mp3', { title: '.mp3', trackNumber: null }],
  ])('%s → %o', (file, expected) => {
    expect(fromFileName(file)).toEqual(expected);
  });
});

describe('cleanText', () => {
  it('drops NUL, trims, bounds the length and treats blank as missing', () => {
    expect(cleanText(' Title\u0000 ')).toBe('Title');
    expect(cleanText('   ')).toBeNull();
    expect(cleanText(undefined)).toBeNull();
    expect(cleanText(42)).toBeNull();
    expect(cleanText('x'.repeat(500))).toHaveLength(300);
  });
});
