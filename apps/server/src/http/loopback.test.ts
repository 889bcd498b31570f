import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])(
    'counts %s as the machine itself',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );

  it.each([
    undefined,
    '',
    '10.0.0.1',
    '203.0.113.7',
    '::',
    '::2',
    '::ffff:10.0.0.1',
    'fe80::1',
    '127.example.com',
  ])('does not count %s', (address) => expect(isLoopbackAddress(address)).toBe(false));
});
