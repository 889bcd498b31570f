import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundBody, registerErrorHandling } from '~/http/errors';
import { registerMedia } from './media.route';
import { renderCoverSvg } from './covers';
import { renderTrackWav } from './synth/render-track';
import { rawRequest } from '~/test/raw-http';

const NOT_FOUND = {
  error: 'The requested resource was not found.',
  message: 'The requested resource was not found.',
  code: 'media_not_found',
};

let app: FastifyInstance;
let base: string;
let baseUrl: string;
let port: number;
const wav = renderTrackWav({ genre: 'Jazz', seed: 1, seconds: 2 });
const size = wav.length;

/** A request sent exactly as written: fetch would normalise `..` and `%2e%2e` away. */
const raw = (method: string, target: string, headers: Record<string, string> = {}) =>
  rawRequest(baseUrl, { method, path: target, headers });

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'media-route-'));
  const media = path.join(base, 'media');
  await mkdir(path.join(media, 'demo'), { recursive: true });
  await writeFile(path.join(base, 'package.json'), '{"secret":true}');
  await writeFile(path.join(media, 'demo', 'track.wav'), wav);
  await writeFile(
    path.join(media, 'cover.svg'),
    renderCoverSvg({ title: 'X', seed: 1, kind: 'album' }),
  );
  await writeFile(path.join(media, 'notes.bin'), 'x');
  await writeFile(path.join(media, '.hidden.wav'), wav);
  await writeFile(path.join(media, 'big.mp3'), Buffer.alloc(3 * 1024 * 1024 + 7, 0x5a));
  await symlink(path.join(base, 'package.json'), path.join(media, 'link-out.json'));
  app = Fastify();
  registerErrorHandling(app);
  registerMedia(app, media);
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(notFoundBody()));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app.close();
  await rm(base, { recursive: true, force: true });
});

describe('GET /media/*', () => {
  it('answers the whole file with its headers', async () => {
    const res = await fetch(`${baseUrl}/media/demo/track.wav`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(res.headers.get('last-modified')!)).not.toBeNaN();
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await bytesOf(res)).equals(wav)).toBe(true);
  });

  it('seeks: a closed range answers 206 with exactly those bytes', async () => {
    const res = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { range: 'bytes=1000-1999' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${size}`);
    expect(res.headers.get('content-length')).toBe('1000');
    expect((await bytesOf(res)).equals(wav.subarray(1000, 2000))).toBe(true);
  });

  it('answers open-ended and suffix ranges', async () => {
    const open = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { range: `bytes=${size - 100}-` },
    });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect((await bytesOf(open)).equals(wav.subarray(size - 100))).toBe(true);
    const suffix = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { range: 'bytes=-500' },
    });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect((await bytesOf(suffix)).equals(wav.subarray(size - 500))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { range: `bytes=${size}-` },
    });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
    expect((await bytesOf(res)).length).toBe(0);
  });

  it('answers a multi-range request with the whole file', async () => {
    const res = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { range: 'bytes=0-9,20-29' },
    });
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).length).toBe(size);
  });

  it('streams a file larger than the read buffer intact', async () => {
    const res = await fetch(`${baseUrl}/media/big.mp3`);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const body = await bytesOf(res);
    expect(body.length).toBe(3 * 1024 * 1024 + 7);
    expect(body.every((b) => b === 0x5a)).toBe(true);
  });

  it('types images and unknown files, and sandboxes SVG', async () => {
    const svg = await fetch(`${baseUrl}/media/cover.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect((await svg.text()).startsWith('<svg')).toBe(true);
    const bin = await fetch(`${baseUrl}/media/notes.bin`);
    expect(bin.headers.get('content-type')).toBe('application/octet-stream');
  });
});

describe('HEAD /media/*', () => {
  it('answers the headers without a body', async () => {
    const res = await raw('HEAD', '/media/demo/track.wav');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body.length).toBe(0);
    const ranged = await raw('HEAD', '/media/demo/track.wav', { range: 'bytes=0-9' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(ranged.headers['content-length']).toBe('10');
  });
});

describe('conditional requests', () => {
  it('answers 304 to a matching ETag or an unchanged date, 200 otherwise', async () => {
    const first = await fetch(`${baseUrl}/media/demo/track.wav`, { method: 'HEAD' });
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await fetch(`${baseUrl}/media/demo/track.wav`, {
        headers: { 'if-none-match': inm },
      });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect((await bytesOf(res)).length).toBe(0);
    }
    const changed = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { 'if-none-match': '"old"' },
    });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
    const since = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { 'if-modified-since': lastModified },
    });
    expect(since.status).toBe(304);
  });

  it('honours Range only while If-Range still matches', async () => {
    const etag = (await fetch(`${baseUrl}/media/demo/track.wav`, { method: 'HEAD' })).headers.get(
      'etag',
    )!;
    const same = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { range: 'bytes=0-9', 'if-range': etag },
    });
    expect(same.status).toBe(206);
    await same.arrayBuffer();
    const stale = await fetch(`${baseUrl}/media/demo/track.wav`, {
      headers: { range: 'bytes=0-9', 'if-range': '"stale"' },
    });
    expect(stale.status).toBe(200);
    expect((await bytesOf(stale)).length).toBe(size);
  });
});

describe('paths outside the media folder', () => {
  it.each([
    '/media/../package.json',
    '/media/%2e%2e/package.json',
    '/media/%2E%2E%2Fpackage.json',
    '/media/demo/..%2f..%2fpackage.json',
    '/media/demo/%2e%2e/%2e%2e/package.json',
    `/media/${encodeURIComponent(path.join(tmpdir(), 'x'))}`,
    '/media//etc/passwd',
    '/media/demo/track.wav%00.svg',
    '/media/link-out.json',
    '/media/.hidden.wav',
    '/media/demo',
    '/media/',
    '/media/missing.wav',
  ])('%s → 404 media_not_found', async (target) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await raw(method, target);
      expect(res.status).toBe(404);
      if (method === 'GET') expect(JSON.parse(res.body.toString('utf8'))).toEqual(NOT_FOUND);
    }
  });
});
