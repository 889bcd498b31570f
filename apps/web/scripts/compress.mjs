#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built web app, so
// the server sends them as they are (ADR 0012) instead of compressing on every request, or not
// at all. Run after `vite build` (`npm run build` does); the folder defaults to dist/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|map|webmanifest)$/;

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const encoders = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

// The manifest under .vite/ is read by scripts, never served: it is left alone.
const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => !file.includes(`${join(dist, '.vite')}`));

let before = 0;
let after = 0;
for (const file of files) {
  const bytes = readFileSync(file);
  before += bytes.length;
  for (const [extension, encode] of Object.entries(encoders)) {
    const encoded = encode(bytes);
    // A copy that saves nothing is not worth a second request path: the file goes as it is.
    if (encoded.length < bytes.length) writeFileSync(`${file}.${extension}`, encoded);
    if (extension === 'br') after += Math.min(encoded.length, bytes.length);
  }
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(`compressed ${files.length} files: ${kb(before)} → ${kb(after)} with brotli`);
