// The directory tree is the sum of what lies below each directory; pure.
import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB } from '@contract/units';
import { directorySizes, largestBelow, normalizePath, toMb } from './disk-tree';
import { addressesIn } from './firewall-checks';

const MB = BYTES_PER_MB;
const entries = [
  { path: '/public_html/index.php', bytes: 1 * MB, files: 1 },
  { path: '/public_html/wp-content/uploads/a.jpg', bytes: 5 * MB, files: 1 },
  { path: '/imap/example.com/alex/Maildir', bytes: 300 * MB, files: 120 },
  { path: '/imap/example.com/info/Maildir', bytes: 20 * MB, files: 8 },
  { path: '/mysql/ex_wp/tables', bytes: 40 * MB, files: 12 },
];

describe('directorySizes', () => {
  it('adds every entry to each directory above it', () => {
    const dirs = directorySizes(entries);
    expect(dirs.get('/')).toEqual({ path: '/', bytes: 366 * MB, files: 142 });
    expect(dirs.get('/imap/example.com')).toEqual({ path: '/imap/example.com', bytes: 320 * MB, files: 128 });
    expect(dirs.get('/public_html/wp-content')!.bytes).toBe(5 * MB);
    // an entry is a leaf, not a directory
    expect(dirs.has('/mysql/ex_wp/tables')).toBe(false);
  });

  it('lists the largest directories below a path, depth levels deep', () => {
    const dirs = directorySizes(entries);
    expect(largestBelow(dirs, '/', 1).map((d) => d.path)).toEqual(['/imap', '/mysql', '/public_html']);
    expect(largestBelow(dirs, '/imap', 2).map((d) => d.path)).toEqual([
      '/imap/example.com',
      '/imap/example.com/alex',
      '/imap/example.com/info',
    ]);
    // '/imapx' is not below '/imap'
    const more = directorySizes([...entries, { path: '/imapx/f', bytes: 1, files: 1 }]);
    expect(largestBelow(more, '/imap', 1).map((d) => d.path)).toEqual(['/imap/example.com']);
  });

  it('counts megabytes as the contract does, of a million bytes, to one decimal', () => {
    expect(toMb(1_000_000)).toBe(1);
    expect(toMb(1_048_576)).toBe(1);
    expect(toMb(1_050_000)).toBe(1.1);
    expect(toMb(25_294_300_000)).toBe(25294.3);
    expect(toMb(0)).toBe(0);
  });

  it('normalizes paths', () => {
    expect(normalizePath('/imap//example.com/')).toBe('/imap/example.com');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('./logs')).toBe('/logs');
  });
});

describe('addressesIn', () => {
  it('finds the addresses in a description, canonical and once', () => {
    expect(addressesIn('I connect from 203.0.113.45, or 2001:DB8::7. Also 203.0.113.45!')).toEqual([
      '203.0.113.45',
      '2001:db8::7',
    ]);
    expect(addressesIn('from 203.0.113.45 and (2001:DB8::7) and 203.0.113.45')).toEqual([
      '203.0.113.45',
      '2001:db8::7',
    ]);
    expect(addressesIn('version 1.2 on 10 machines')).toEqual([]);
    expect(addressesIn(undefined)).toEqual([]);
  });
});
