import { expect, it } from 'vitest';
import { redactUrl } from './logger';

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
