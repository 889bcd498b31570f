import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors';
import { renderPreview, type PageAnswer } from './link-preview';
import { publicOrigin } from './public-origin';

// Paths that are never pages: a miss there is a 404, not the app (a stale /assets/ URL after a
// rebuild must fail as a missing script, not load index.html as one).
const API_PREFIXES = [
  '/rpc/',
  '/api/',
  '/media/',
  '/ws/',
  '/healthz',
  '/readyz',
  '/metrics',
  '/assets/',
  '/dev/',
];

/** Vite names every file under assets/ by its content: a new build is a new URL. */
const HASHED = `${path.sep}assets${path.sep}`;
const FOREVER = 'public, max-age=31536000, immutable';
/** Anything else (index.html, the favicon) is checked with its ETag on every use. */
const REVALIDATE = 'no-cache';

/** The caching and the negotiation every served file answers with. */
function setHeaders(res: SetHeadersResponse, file: string) {
  res.setHeader('cache-control', file.includes(HASHED) ? FOREVER : REVALIDATE);
  // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
  res.setHeader('vary', 'accept-encoding');
}

/**
 * How a page's link previews: by the item its path (and a track link's query) names, and for a
 * private item by who asks (`viewerOf`, read only when needed).
 */
export type PreviewOf = (
  pathname: string,
  query: URLSearchParams,
  viewerOf: () => Promise<string | undefined>,
) => Promise<PageAnswer>;

/** A quoted ETag of the document as sent. */
const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether the browser already holds this ETag (If-None-Match may list several, or `*`). */
function holds(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A rendered document under the rules of index.html: revalidated by its ETag, 304 when held.
 * A 404 is sent whole (a precondition only applies to a 2xx answer).
 */
function sendDocument(req: FastifyRequest, reply: FastifyReply, body: string, status = 200) {
  const etag = etagOf(body);
  reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding').header('etag', etag);
  if (status === 200 && holds(req, etag)) return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(body);
}

/**
 * Serves the built single-page app: files as they are, or their brotli or gzip copy made at
 * build time (apps/web/scripts/compress.mjs) when the client accepts it; hashed assets cached
 * for a year, index.html revalidated by its ETag, so an upgrade reaches every browser at once.
 * index.html answers any other page path (GET or HEAD) so client-side routes survive a reload;
 * API paths get a JSON 404 instead. A page naming an album (or a track on it), an artist or a
 * public playlist gets index.html with that item's title and card tags in its head (ADR 0015);
 * an unknown, private or malformed item gets index.html as built with 404 (the owner of a
 * private playlist gets it with 200); any other page, index.html as built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  links: {
    previewOf?: PreviewOf;
    publicUrl?: string | undefined;
    /** The signed-in user a page request's session names, if any. */
    viewerOf?: (req: FastifyRequest) => Promise<string | undefined>;
  } = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Read once: a new build is a new deployment, so a restart.
  const index = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders,
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix));
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (isApi || !isPage) return reply.status(404).send(notFoundBody());
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, then reload.');
    }
    const [pathname = '/', search = ''] = req.url.split('?', 2);
    const viewerOf = () => links.viewerOf?.(req) ?? Promise.resolve(undefined);
    const answer = (await links.previewOf?.(pathname, new URLSearchParams(search), viewerOf)) ?? {
      kind: 'app',
    };
    switch (answer.kind) {
      case 'app':
        return reply.sendFile('index.html');
      case 'missing':
        return sendDocument(req, reply, index, 404);
      case 'item': {
        const origin = publicOrigin(req, links.publicUrl);
        return sendDocument(req, reply, renderPreview(index, answer.preview, origin));
      }
    }
  });
}
