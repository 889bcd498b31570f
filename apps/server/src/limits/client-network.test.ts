import { describe, expect, it } from 'vitest';
import { networkOf } from './client-network';

describe('networkOf', () => {
  it('counts IPv4 by its /24, mapped or not', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).toBe('203.0.114.0/24');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    expect(networkOf('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(networkOf('2001:0db8:000a:000b::9')).toBe('2001:db8:a:b::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:db8:0:0:ffff::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('2001:db8:a:c::1')).not.toBe(networkOf('2001:db8:a:b::1'));
  });

  it('keeps anything else as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});
