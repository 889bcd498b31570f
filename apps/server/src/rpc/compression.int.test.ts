import { get } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { useTestServer } from '~/test/fixture';

// Answers are compressed as the client's Accept-Encoding asks, in its order; brotli at quality
// 4, not zlib's default 11, which costs about 370 ms of CPU for a 1,000-track page (ADR 0014,
// amended 2026-11-26).

const t = useTestServer({ seed: ({ db }) => seedCatalogFixture(db) });

/** The raw answer: status, content-encoding and the bytes as sent, never decoded. */
function raw(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );
}

const url = () =>
  `${t.baseUrl}/rpc/earshot.catalog.v1.CatalogService/ListTracks?connect=v1&encoding=json&message=${encodeURIComponent('{"limit":25}')}`;

it('answers brotli at quality 4 to a client that asks for br first', async () => {
  const plain = await raw(url(), 'identity');
  expect(plain.encoding).toBeUndefined();
  const br = await raw(url(), 'br, gzip');
  expect(br).toMatchObject({ status: 200, encoding: 'br' });
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  const atQuality4 = brotliCompressSync(plain.body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
  });
  expect(br.body.equals(atQuality4)).toBe(true);
});

it('answers gzip to a browser, which lists gzip first', async () => {
  const plain = await raw(url(), 'identity');
  const gz = await raw(url(), 'gzip, deflate, br, zstd');
  expect(gz).toMatchObject({ status: 200, encoding: 'gzip' });
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
});
