import { describe, expect, it } from 'vitest';
import { DatabaseName } from '@contract/databases-shared';
import { formatMegabytes } from '@/lib/glossary';
import { accountPrefix, withPrefix, withoutPrefix } from './db-names';
import { prefixedName } from './prefixed-name-schema';

describe('prefixed names', () => {
  it('adds the account prefix once', () => {
    expect(accountPrefix('nordligh')).toBe('nordligh_');
    expect(accountPrefix(null)).toBe('');
    expect(withPrefix('nordligh_', ' shop2 ')).toBe('nordligh_shop2');
    expect(withPrefix('nordligh_', 'nordligh_shop2')).toBe('nordligh_shop2');
    expect(withoutPrefix('nordligh_', 'nordligh_shop2')).toBe('shop2');
  });

  it('counts the length with the prefix, as the server does', () => {
    const field = prefixedName('nordligh_', DatabaseName);
    expect(field.parse('shop2')).toBe('nordligh_shop2');
    expect(field.safeParse('a'.repeat(55)).success).toBe(true); // 9 + 55 = 64
    const tooLong = field.safeParse('a'.repeat(56));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('A database name is at most 64 characters');
    expect(field.safeParse('shop-2').error?.issues[0]?.message).toBe('Use only letters, digits and underscores');
  });
});

describe('sizes', () => {
  it('reads in the unit that fits', () => {
    expect(formatMegabytes(0)).toBe('0 B');
    expect(formatMegabytes(0.06)).toBe('60 kB');
    expect(formatMegabytes(2.44)).toBe('2.44 MB');
    expect(formatMegabytes(312)).toBe('312 MB');
    expect(formatMegabytes(1228.8)).toBe('1.23 GB');
    expect(formatMegabytes(20_000)).toBe('20 GB');
  });
});
