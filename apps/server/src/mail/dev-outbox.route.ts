import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackRequest } from '~/http/loopback';
import type { DevOutbox, OutboxMessage } from './dev-outbox';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const item = (m: OutboxMessage) => `<li>
  <p><strong>${escape(m.subject)}</strong> to ${escape(m.to)} · <time>${m.sentAt.toISOString()}</time></p>
  <pre>${escape(m.text)}</pre>
</li>`;

/** Where the dev outbox is served. */
export const DEV_OUTBOX_PATH = '/dev/outbox';

/**
 * Who may read the dev outbox: the machine itself, or everyone when DEV_OUTBOX_PUBLIC says so.
 * It holds sign-up and password-reset codes, so anyone reading it can take over any account.
 */
export const outboxReader =
  (isPublic: boolean) =>
  (req: FastifyRequest): boolean =>
    isPublic || isLoopbackRequest(req);

/**
 * GET /dev/outbox: the dev outbox as an HTML list, newest first (development only). A client
 * that may not read it gets the same 404 as a path no route serves.
 */
export function registerDevOutbox(
  app: FastifyInstance,
  outbox: DevOutbox,
  mayRead: (req: FastifyRequest) => boolean,
) {
  app.get(DEV_OUTBOX_PATH, async (req, reply) => {
    if (!mayRead(req)) return reply.callNotFound();
    const messages = outbox.messages();
    const body = messages.length
      ? `<ol>${messages.map(item).join('')}</ol>`
      : '<p>No messages yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox · Earshot</title></head>` +
          `<body><h1>Dev outbox</h1><p>E-mail the server would have sent (SMTP_URL is not set).</p>${body}</body></html>`,
      );
  });
}
