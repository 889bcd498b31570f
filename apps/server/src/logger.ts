import { pino, type Logger } from 'pino';

export type { Logger };

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|code|state|claim)=)[^&]*/g;

/** A URL as it may be logged: secret query values replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
  socket?: { remoteAddress?: string };
}

/** The one logger. Secrets that may travel in headers or URLs are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      err: pino.stdSerializers.err,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        remoteAddress: req.socket?.remoteAddress,
      }),
    },
  });
}
