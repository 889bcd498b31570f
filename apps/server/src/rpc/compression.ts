import { promisify } from 'node:util';
import { constants, brotliCompress } from 'node:zlib';
import type { Compression } from '@connectrpc/connect/protocol';
import { compressionBrotli } from '@connectrpc/connect-node';

const compress = promisify(brotliCompress);
// Quality 4: a 1,000-track playlist page (366 KB of JSON) in about 1.2 ms of CPU to 18 KB.
// connect-node's brotli uses zlib's default, quality 11: about 370 ms for the same page, paid
// by any client that lists br before gzip in Accept-Encoding (ADR 0014, amended 2026-11-26).
const QUALITY = 4;

/** Brotli for answers at a quality a server can afford per request; decoding as connect-node's. */
export const compressionBrotliFast: Compression = {
  name: compressionBrotli.name,
  async compress(bytes) {
    const out = await compress(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY } });
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  },
  decompress: (bytes, readMaxBytes) => compressionBrotli.decompress(bytes, readMaxBytes),
};
