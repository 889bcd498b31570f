import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { contentTypeOf } from './content-type';
import { resolveMediaFile, type MediaFile } from './media-path';
import { parseRange } from './range';

// A plain stream with a 1 MiB buffer: the static plugin's defaults were 3-10x slower here.
const READ_BUFFER = 1 << 20;
const CACHE_CONTROL = 'public, max-age=86400';

/** A strong validator from size and modification time (files are replaced, never edited). */
const etagOf = (file: MediaFile) =>
  `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match (weak comparison) or, without it, If-Modified-Since. */
function notModified(req: FastifyRequest, etag: string, mtimeMs: number): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    return inm.trim() === '*' || inm.split(',').some((tag) => opaque(tag) === etag);
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/** If-Range: honour Range only when the validator still matches (strong for an ETag). */
function rangeStillValid(req: FastifyRequest, etag: string, lastModified: string): boolean {
  const header = req.headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  return value.startsWith('"') || value.startsWith('W/') ? value === etag : value === lastModified;
}

async function serve(root: string, req: FastifyRequest, reply: FastifyReply) {
  const relPath = (req.params as { '*'?: string })['*'] ?? '';
  const file = await resolveMediaFile(root, relPath);
  if (!file) throw new AppError('not_found', REASONS.mediaNotFound);
  const etag = etagOf(file);
  const lastModified = new Date(file.mtimeMs).toUTCString();
  void reply.headers({
    'accept-ranges': 'bytes',
    etag,
    'last-modified': lastModified,
    'cache-control': CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  });
  if (notModified(req, etag, file.mtimeMs)) return reply.code(304).send();

  const type = contentTypeOf(file.path);
  // An SVG opened directly must not run script.
  if (type === 'image/svg+xml')
    void reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  const range = rangeStillValid(req, etag, lastModified)
    ? parseRange(req.headers.range, file.size)
    : ({ kind: 'full' } as const);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .header('content-length', '0')
      .send();
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, file.size - 1];
  void reply
    .code(range.kind === 'partial' ? 206 : 200)
    .type(type)
    .header('content-length', String(end - start + 1));
  if (range.kind === 'partial')
    void reply.header('content-range', `bytes ${start}-${end}/${file.size}`);
  if (req.method === 'HEAD' || file.size === 0) return reply.send();
  return reply.send(createReadStream(file.path, { start, end, highWaterMark: READ_BUFFER }));
}

/**
 * Serves files under `mediaDir` at GET and HEAD /media/*: 200, single-range 206 and 416
 * answers (a multi-range request gets the whole file, 200), ETag/Last-Modified with 304
 * for conditional requests, and a 404 `media_not_found` for anything missing or outside
 * the folder (`..`, encoded dots, absolute paths, NUL, symlinks leading out).
 */
export function registerMedia(app: FastifyInstance, mediaDir: string): void {
  const root = path.resolve(mediaDir);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: (req, reply) => serve(root, req, reply),
  });
}
