const HEADER_BYTES = 44;

/** What a PCM WAV header says about its audio. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Sample frames (one sample per channel each). */
  frames: number;
  durationSeconds: number;
}

/**
 * Encodes mono float samples (-1..1) as a 16-bit PCM WAV file. Values beyond full scale
 * are clamped, never wrapped.
 */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(HEADER_BYTES + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    const clamped = s > 1 ? 1 : s < -1 ? -1 : s;
    view.setInt16(HEADER_BYTES + i * 2, Math.round(clamped * 32767), true);
  }
  return out;
}

/**
 * Reads the format and length of a PCM WAV file from its chunks; null when the bytes are
 * not a RIFF/WAVE file with a fmt and a data chunk. Only the header bytes are needed.
 */
export function readWavInfo(bytes: Buffer): WavInfo | null {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF') return null;
  if (bytes.toString('ascii', 8, 12) !== 'WAVE') return null;
  let fmt: Omit<WavInfo, 'frames' | 'durationSeconds'> | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 24 <= bytes.length) {
      fmt = {
        channels: bytes.readUInt16LE(at + 10),
        sampleRate: bytes.readUInt32LE(at + 12),
        bitsPerSample: bytes.readUInt16LE(at + 22),
      };
    } else if (id === 'data') {
      if (!fmt || fmt.sampleRate === 0) return null;
      const frames = Math.floor(size / (fmt.channels * (fmt.bitsPerSample / 8)));
      return { ...fmt, frames, durationSeconds: frames / fmt.sampleRate };
    }
    at += 8 + size + (size & 1);
  }
  return null;
}
