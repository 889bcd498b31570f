import { EMBED_ORIGINS } from '@earshot/domain';
import type { FastifyInstance } from 'fastify';

const EMBEDS = Object.values(EMBED_ORIGINS).join(' ');
const EMBED_LIST = Object.values(EMBED_ORIGINS)
  .map((origin) => `"${origin}"`)
  .join(' ');

/** The listening socket's origin (ws: or wss:) of a public URL. */
const socketOrigin = (publicUrl: URL) =>
  `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;

/**
 * The Content-Security-Policy (ADR 0012): scripts from this origin and the three embeds' script
 * APIs, never inline; frames of those embeds only; fetches and the socket to this origin;
 * images from anywhere over https (covers and avatars may be remote), data: (the fallback
 * art) and blob:; styles from this origin plus inline ones (sonner and react-remove-scroll
 * insert <style> elements at run time, with content no hash could name in advance).
 */
export function contentSecurityPolicy(publicUrl: URL | undefined): string {
  const socket = publicUrl ? ` ${socketOrigin(publicUrl)}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${EMBEDS}`,
    `frame-src ${EMBEDS}`,
    `connect-src 'self'${socket}`,
    "img-src 'self' https: data: blob:",
    "media-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What the page may use: nothing it does not need; autoplay, encrypted media, full screen and
 * picture-in-picture for itself and the embeds (their iframes ask for them).
 */
export const PERMISSIONS_POLICY = [
  ...['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone'].map(
    (feature) => `${feature}=()`,
  ),
  ...['payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics'].map(
    (feature) => `${feature}=()`,
  ),
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self ${EMBED_LIST})`,
  ),
].join(', ');

/** Every header every answer carries; HSTS only when the server is reached over https. */
export function securityHeaders(publicUrl: string | undefined): [string, string][] {
  const url = publicUrl ? new URL(publicUrl) : undefined;
  const headers: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy(url)],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  // A year, this host only: its other subdomains are the operator's to decide.
  if (url?.protocol === 'https:') headers.push(['strict-transport-security', 'max-age=31536000']);
  return headers;
}

/**
 * Sets the security headers on every answer, on the raw response so RPC answers (which Connect
 * writes itself), media, errors and the socket's refusals carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined) {
  const headers = securityHeaders(publicUrl);
  // Callback style, as the request id hook: it runs on every request.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
