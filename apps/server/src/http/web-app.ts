import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors';

// Paths that are never pages: a miss there is a 404, not the app (a stale /assets/ URL after a
// rebuild must fail as a missing script, not load index.html as one).
const API_PREFIXES = ['/rpc/', '/api/', '/media/', '/ws/', '/healthz', '/assets/', '/dev/'];

/**
 * Serves the built single-page app: files as they are, and index.html for any other
 * page path so client-side routes survive a reload. API paths get a JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix));
    if (isApi || req.method !== 'GET') return reply.status(404).send(notFoundBody());
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, then reload.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
