import { pino, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';

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

/** Where log lines go: a terminal (`isTTY`) reads them pretty, anything else gets JSON lines. */
export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * The one logger. Secrets that may travel in headers or URLs are redacted. In a terminal the
 * lines are pretty (coloured, one readable line each); piped to a file or a collector they are
 * JSON, one object a line.
 */
export function createLogger(level: string, output: LogOutput = process.stdout): Logger {
  const destination = output.isTTY
    ? // Synchronous: the last lines before process.exit (shutdown, a fatal error) are not lost.
      PinoPretty({ destination: output, sync: true, colorize: true, ignore: 'pid,hostname' })
    : output;
  return pino(
    {
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
    },
    destination,
  );
}
