import type { FastifyInstance } from 'fastify';
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

/** GET /dev/outbox: the dev outbox as an HTML list, newest first (development only). */
export function registerDevOutbox(app: FastifyInstance, outbox: DevOutbox) {
  app.get('/dev/outbox', async (_req, reply) => {
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
