import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeRelativePath, mediaUrl, resolveMediaFile } from './media-path';

describe('isSafeRelativePath', () => {
  it.each(['a.wav', 'demo/audio/track-1.wav', 'imported/ab/abcdef.mp3', 'with space/é.svg'])(
    'accepts %s',
    (p) => expect(isSafeRelativePath(p)).toBe(true),
  );

  it.each([
    '',
    '..',
    '../x',
    'a/../../x',
    'a/./b',
    '/etc/passwd',
    'a//b',
    'a/',
    '.hidden',
    'a\\..\\b',
    'a\0b',
  ])('refuses %j', (p) => expect(isSafeRelativePath(p)).toBe(false));
});

describe('mediaUrl', () => {
  it('percent-encodes each segment and keeps the slashes', () => {
    expect(mediaUrl('demo/audio/t 1#?.wav')).toBe('/media/demo/audio/t%201%23%3F.wav');
  });
});

describe('resolveMediaFile', () => {
  let base: string;
  let root: string;
  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'media-path-'));
    root = path.join(base, 'media');
    await mkdir(path.join(root, 'sub'), { recursive: true });
    await writeFile(path.join(root, 'sub', 'a.wav'), 'abc');
    await writeFile(path.join(base, 'secret.txt'), 'secret');
    await symlink(path.join(base, 'secret.txt'), path.join(root, 'out.txt'));
    await symlink(path.join(root, 'sub', 'a.wav'), path.join(root, 'in.wav'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('finds a file and follows a link that stays inside', async () => {
    expect(await resolveMediaFile(root, 'sub/a.wav')).toMatchObject({ size: 3 });
    expect((await resolveMediaFile(root, 'in.wav'))?.path).toMatch(/sub[/\\]a\.wav$/);
  });

  it('refuses links leading out, folders, missing files and traversal', async () => {
    expect(await resolveMediaFile(root, 'out.txt')).toBeNull();
    expect(await resolveMediaFile(root, 'sub')).toBeNull();
    expect(await resolveMediaFile(root, 'sub/missing.wav')).toBeNull();
    expect(await resolveMediaFile(root, '../secret.txt')).toBeNull();
    expect(await resolveMediaFile(path.join(base, 'nowhere'), 'a.wav')).toBeNull();
  });
});
