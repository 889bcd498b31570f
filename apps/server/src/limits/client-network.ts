import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The network a client address belongs to, as limits count it: its /24 for IPv4 (IPv4-mapped
 * IPv6 included), its /64 for IPv6 (what one home or office is usually given), the text
 * itself for anything else. One holder of a network can change address within it at will;
 * counting the network too keeps that from multiplying a per-address limit.
 */
export function networkOf(address: string): string {
  const v4 = MAPPED_V4.exec(address)?.[1] ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const zoneless = address.split('%')[0] ?? address;
  const [head = '', tail = ''] = zoneless.split('::');
  const groups = (text: string) => (text ? text.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const full = zoneless.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const prefix = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
