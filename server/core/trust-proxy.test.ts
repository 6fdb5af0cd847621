import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { clientInfo, type TrustProxy } from './trust-proxy';

const off: TrustProxy = { kind: 'off' };
const oneHop: TrustProxy = { kind: 'hops', hops: 1 };
const list: TrustProxy = { kind: 'list', networks: [ipaddr.parseCIDR('10.0.0.0/8'), [ipaddr.parse('192.0.2.7'), 32]] };

describe('the client behind proxies', () => {
  it('ignores forwarding headers unless told to trust them', () => {
    expect(clientInfo(off, '203.0.113.9', false, '198.51.100.1', 'https')).toEqual({ ip: '203.0.113.9', https: false });
  });

  it('takes one entry from the right per trusted hop, so a client cannot choose its address', () => {
    // The client sent a forged X-Forwarded-For; the proxy appended the address it saw.
    expect(clientInfo(oneHop, '10.1.1.1', false, '6.6.6.6, 198.51.100.1', 'https')).toEqual({
      ip: '198.51.100.1',
      https: true,
    });
    expect(
      clientInfo({ kind: 'hops', hops: 2 }, '10.1.1.1', false, '6.6.6.6, 198.51.100.1, 10.2.2.2', undefined).ip,
    ).toBe('198.51.100.1');
  });

  it('trusts only the listed proxies, walking out from the socket', () => {
    expect(clientInfo(list, '10.1.1.1', false, '6.6.6.6, 198.51.100.1, 192.0.2.7', 'https').ip).toBe('198.51.100.1');
    // A peer that is not a listed proxy is the client, whatever it claims.
    expect(clientInfo(list, '203.0.113.9', false, '198.51.100.1', 'https')).toEqual({
      ip: '203.0.113.9',
      https: false,
    });
    // IPv4-mapped IPv6 sockets count as their IPv4 address.
    expect(clientInfo(list, '::ffff:10.1.1.1', false, '198.51.100.1', undefined).ip).toBe('198.51.100.1');
  });

  it('stops at an entry that is not an address', () => {
    expect(clientInfo(oneHop, '10.1.1.1', false, 'unknown', undefined).ip).toBe('10.1.1.1');
    expect(clientInfo(oneHop, '10.1.1.1', false, undefined, undefined).ip).toBe('10.1.1.1');
  });
});
