import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeDemoMedia, type DemoAudioItem, type DemoCoverItem } from './demo-media';

const audio: DemoAudioItem = {
  kind: 'audio',
  relPath: 'demo/audio/1.wav',
  genre: 'Folk',
  seed: 1,
  seconds: 3,
};
const cover: DemoCoverItem = {
  kind: 'cover',
  relPath: 'demo/covers/album-1.svg',
  cover: { title: 'First Light', subtitle: 'Amber Echo', seed: 1, kind: 'album' },
};

describe('writeDemoMedia', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'demo-media-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes missing files and reports url, hash and real duration', async () => {
    const [track, art] = await writeDemoMedia(dir, [audio, cover]);
    const bytes = await readFile(path.join(dir, audio.relPath));
    expect(track).toEqual({
      kind: 'audio',
      relPath: audio.relPath,
      url: '/media/demo/audio/1.wav',
      written: true,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      durationSeconds: 3,
    });
    expect(art).toEqual({
      kind: 'cover',
      relPath: cover.relPath,
      url: '/media/demo/covers/album-1.svg',
      written: true,
    });
    expect(await readFile(path.join(dir, cover.relPath), 'utf8')).toContain('First Light');
  });

  it('writes nothing the second time and answers the same', async () => {
    const first = await writeDemoMedia(dir, [audio, cover]);
    const before = await stat(path.join(dir, audio.relPath));
    const progress: number[] = [];
    const second = await writeDemoMedia(dir, [audio, cover], {
      onProgress: (done) => progress.push(done),
    });
    expect(second.map((r) => r.written)).toEqual([false, false]);
    expect(second.map(({ written: _, ...r }) => r)).toEqual(first.map(({ written: _, ...r }) => r));
    expect((await stat(path.join(dir, audio.relPath))).mtimeMs).toBe(before.mtimeMs);
    expect(progress).toEqual([1, 2]);
  });

  it('keeps an existing cover but renders a damaged WAV again', async () => {
    await writeDemoMedia(dir, [audio, cover]);
    await writeFile(path.join(dir, cover.relPath), '<svg>mine</svg>');
    await writeFile(path.join(dir, audio.relPath), 'not a wav');
    const [track, art] = await writeDemoMedia(dir, [audio, cover]);
    expect([track?.written, art?.written]).toEqual([true, false]);
    expect(await readFile(path.join(dir, cover.relPath), 'utf8')).toBe('<svg>mine</svg>');
    expect(track).toMatchObject({ kind: 'audio', durationSeconds: 3 });
  });

  it('refuses paths that leave the media folder', async () => {
    for (const relPath of ['../escape.wav', '/abs.wav', 'a/../../b.svg']) {
      await expect(writeDemoMedia(dir, [{ ...cover, relPath }])).rejects.toThrow(
        /unsafe media path/,
      );
    }
  });
});
