import { describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo } from './wav';

describe('encodeWav', () => {
  it('writes a 44-byte PCM header that describes the samples', () => {
    const wav = encodeWav(new Float32Array(1000), 22050);
    expect(wav.length).toBe(44 + 2000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(wav.readUInt32LE(28)).toBe(44100);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(2000);
  });

  it('stores little-endian 16-bit samples and clamps beyond full scale', () => {
    const wav = encodeWav(Float32Array.from([0, 0.5, -0.5, 1, -1, 3, -3]), 8000);
    const samples = Array.from({ length: 7 }, (_, i) => wav.readInt16LE(44 + i * 2));
    expect(samples).toEqual([0, 16384, -16383, 32767, -32767, 32767, -32767]);
  });
});

describe('readWavInfo', () => {
  it('reads back format and duration', () => {
    expect(readWavInfo(encodeWav(new Float32Array(44100), 22050))).toEqual({
      sampleRate: 22050,
      channels: 1,
      bitsPerSample: 16,
      frames: 44100,
      durationSeconds: 2,
    });
  });

  it('skips chunks before the data chunk', () => {
    const wav = encodeWav(new Float32Array(10), 8000);
    const list = Buffer.concat([
      Buffer.from('LIST'),
      Buffer.from([3, 0, 0, 0]),
      Buffer.from('abc\0'),
    ]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(readWavInfo(withList)?.frames).toBe(10);
  });

  it('refuses what is not a WAV file', () => {
    expect(readWavInfo(Buffer.from('ID3 this is an mp3, honest'))).toBeNull();
    expect(readWavInfo(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toBeNull();
    expect(readWavInfo(Buffer.alloc(0))).toBeNull();
  });
});
