import { pino, type Logger } from 'pino';

export type { Logger };

/** The one logger. Secrets that may travel in headers or URLs are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
