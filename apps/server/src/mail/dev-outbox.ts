import { EventEmitter } from 'node:events';
import type { Logger } from '~/logger';
import type { Mailer, MailMessage } from './mailer';

/** A message kept by the dev outbox, with when it was "sent". */
export interface OutboxMessage extends MailMessage {
  from: string;
  sentAt: Date;
}

/** The dev outbox: a Mailer that logs and keeps messages so a developer can read them. */
export interface DevOutbox extends Mailer {
  /** Kept messages, newest first. */
  messages(): OutboxMessage[];
  /** Resolves with the next message (or one already kept) that matches. */
  next(match: (message: OutboxMessage) => boolean): Promise<OutboxMessage>;
}

// Enough for a developer's session; the oldest go first.
const KEEP = 100;

/**
 * Keeps the last messages in memory and logs each one. In production (no SMTP configured) it
 * logs only who and what, never the body, because the body holds a code.
 */
export function createDevOutbox(options: {
  from: string;
  log: Logger;
  now: () => Date;
  logBodies: boolean;
}): DevOutbox {
  const kept: OutboxMessage[] = [];
  const events = new EventEmitter();
  return {
    send: (message) => {
      const entry = { ...message, from: options.from, sentAt: options.now() };
      kept.unshift(entry);
      kept.length = Math.min(kept.length, KEEP);
      options.log.info(
        options.logBodies
          ? { mail: { to: entry.to, subject: entry.subject, text: entry.text } }
          : { mail: { to: entry.to, subject: entry.subject } },
        'dev outbox: e-mail not sent (SMTP_URL is not set)',
      );
      events.emit('message', entry);
      return Promise.resolve();
    },
    messages: () => [...kept],
    next: (match) =>
      new Promise((resolve) => {
        const found = kept.find(match);
        if (found) return resolve(found);
        const listener = (message: OutboxMessage) => {
          if (!match(message)) return;
          events.off('message', listener);
          resolve(message);
        };
        events.on('message', listener);
      }),
    close: () => {
      events.removeAllListeners();
      return Promise.resolve();
    },
  };
}
