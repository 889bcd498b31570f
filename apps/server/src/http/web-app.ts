import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors';

// Paths that are never pages: a miss there is a 404, not the app (a stale /assets/ URL after a
// rebuild must fail as a missing script, not load index.html as one).
const API_PREFIXES = ['/rpc/', '/api/', '/media/', '/ws/', '/healthz', '/assets/', '/dev/'];

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
 * Serves the built single-page app: files as they are, or their brotli or gzip copy made at
 * build time (apps/web/scripts/compress.mjs) when the client accepts it; hashed assets cached
 * for a year, index.html revalidated by its ETag, so an upgrade reaches every browser at once.
 * index.html answers any other page path (GET or HEAD) so client-side routes survive a reload;
 * API paths get a JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
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
    return reply.sendFile('index.html');
  });
}
