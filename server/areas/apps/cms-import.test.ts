// The remote import's address guard: a host is judged by the address a connection would reach,
// whatever form it was typed in (brackets, IPv4-mapped IPv6, numeric IPv4 forms, a whole URL).
import { describe, expect, it } from 'vitest';
import { addressOf, unreachable, type RemoteSource } from './cms-import';

const remote = (host: string): RemoteSource => ({ protocol: 'sftp', host, port: 22, username: 'old', path: '/' });

describe('the import address guard', () => {
  it('refuses loopback, private, link-local, unique-local, unspecified, multicast and reserved addresses in any form', () => {
    for (const host of [
      '[::1]',
      '::1',
      '127.0.0.1',
      '2130706433',
      'http://2130706433/',
      '0x7f.1',
      '127.1',
      '0177.0.0.1',
      '::ffff:127.0.0.1',
      '[::ffff:7f00:1]',
      '10.0.0.1',
      '0xa000001',
      '192.168.1.20',
      '169.254.169.254',
      '[fe80::1]',
      'fd00::1',
      '0.0.0.0',
      '0',
      '[::]',
      '224.0.0.1',
      'ff02::1',
      '240.0.0.1',
    ])
      expect(unreachable(remote(host)), host).toMatch(/is a \w+ address, which the hosting node cannot reach/);
  });

  it('normalises before deciding, and lets public addresses and names through', () => {
    expect(addressOf('2130706433')!.toString()).toBe('127.0.0.1');
    expect(addressOf('[::ffff:127.0.0.1]')!.toString()).toBe('127.0.0.1');
    expect(addressOf('old-host.example.net')).toBeNull();
    for (const host of ['old-host.example.net', '185.20.31.44', '2a01:4f8::1', '[2a01:4f8::1]'])
      expect(unreachable(remote(host)), host).toBeNull();
  });
});
