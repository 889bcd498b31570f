import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger';

it('keeps secret query values out of logged URLs', () => {
  expect(redactUrl('/ws/listening?token=abc.def&x=1')).toBe('/ws/listening?token=[redacted]&x=1');
  expect(redactUrl('/api/auth/google/callback?state=s1&code=c2')).toBe(
    '/api/auth/google/callback?state=[redacted]&code=[redacted]',
  );
  expect(redactUrl('/ws/listening?token=t&claim=c3')).toBe(
    '/ws/listening?token=[redacted]&claim=[redacted]',
  );
  expect(redactUrl('/discover')).toBe('/discover');
});

describe('log lines', () => {
  /** A stream that keeps what is written, a terminal or not. */
  function capture(isTTY: boolean) {
    const stream = Object.assign(new PassThrough(), { isTTY });
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    return { stream, text: () => stripVTControlCharacters(text) };
  }

  it('are pretty in a terminal', () => {
    const out = capture(true);
    createLogger('info', out.stream).info({ port: 3000 }, 'listening');
    expect(out.text()).toMatch(/INFO.*listening/);
    expect(out.text()).toContain('port: 3000');
    expect(() => JSON.parse(out.text()) as unknown).toThrow();
  });

  it('are JSON objects, one a line, anywhere else', () => {
    const out = capture(false);
    createLogger('info', out.stream).info({ port: 3000 }, 'listening');
    expect(JSON.parse(out.text())).toMatchObject({ level: 30, msg: 'listening', port: 3000 });
  });
});
