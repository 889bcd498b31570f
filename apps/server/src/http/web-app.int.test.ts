import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sendRaw } from '~/test/raw-http';
import { useTestServer } from '~/test/fixture';

const compressScript = fileURLToPath(new URL('../../../web/scripts/compress.mjs', import.meta.url));

const INDEX = `<!doctype html><title>Earshot</title>${'<meta name="x" content="y">'.repeat(50)}`;
const SCRIPT = `export const tracks = [${'"a track title", '.repeat(500)}];`;
const ASSET = '/assets/index-abc123.js';

/** A built web app as `npm run build` leaves it: the files, then their compressed copies. */
function builtWebApp() {
  const dist = mkdtempSync(path.join(tmpdir(), 'earshot-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, ASSET), SCRIPT);
  execFileSync(process.execPath, [compressScript, dist]);
  return dist;
}

let dist: string;
const t = useTestServer(() => {
  dist = builtWebApp();
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'earshot-media-'));
  writeFileSync(path.join(mediaDir, 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { webDist: dist, mediaDir };
});

/**
 * One request through node:http, the body as sent on the wire (fetch would decode it, and would
 * add `cache-control: no-cache` to a conditional request, which asks the server not to answer 304).
 */
const send = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  sendRaw(t.baseUrl, url, headers, method);

describe('the build', () => {
  it('leaves a brotli and a gzip copy beside each text file', () => {
    for (const file of ['index.html', ASSET.slice(1)]) {
      const original = readFileSync(path.join(dist, file));
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`)))).toEqual(original);
    }
  });
});

describe('compression', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('answers Accept-Encoding %j with %s, and says it varies', async (accept, encoding) => {
    for (const url of [ASSET, '/', '/discover']) {
      const res = await send(url, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const decoded =
        encoding === 'br'
          ? brotliDecompressSync(res.bytes)
          : encoding === 'gzip'
            ? gunzipSync(res.bytes)
            : res.bytes;
      expect(decoded.toString(), url).toBe(url === ASSET ? SCRIPT : INDEX);
    }
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, immutable', async () => {
    const res = await send(ASSET, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it.each(['/', '/index.html', '/discover', '/categories/12', '/favicon.svg'])(
    'revalidates %s by its ETag, and answers 304 when the browser holds it',
    async (url) => {
      const first = await send(url, { 'accept-encoding': 'gzip' });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag ?? '';
      expect(etag).not.toBe('');
      const again = await send(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    },
  );
});

describe('HEAD', () => {
  it.each([
    '/',
    '/discover',
    '/categories/12',
    ASSET,
    '/favicon.svg',
    '/healthz',
    '/media/cover.svg',
    '/api/auth/config',
    '/api/nothing',
    '/assets/index-stale.js',
    '/dev/outbox',
  ])('answers %s as GET does, without the body', async (url) => {
    const [head, got] = await Promise.all([
      send(url, { 'accept-encoding': 'br' }, 'HEAD'),
      send(url, { 'accept-encoding': 'br' }),
    ]);
    expect(head.status).toBe(got.status);
    for (const name of ['content-type', 'cache-control', 'content-encoding', 'etag', 'vary']) {
      expect(head.headers[name], name).toBe(got.headers[name]);
    }
    expect(head.bytes.length).toBe(0);
  });
});
