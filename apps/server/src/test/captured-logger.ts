import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '~/logger';

/** A logger whose JSON lines are kept in memory, so tests can read what was logged. */
export function capturedLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    logger: pino({ level: 'info' }, sink),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
