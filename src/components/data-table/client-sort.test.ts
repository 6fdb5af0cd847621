import { describe, expect, it } from 'vitest';
import { sortRows } from './client-sort';

const rows = [
  { name: 'site10', size: 5, expires: '2027-03-01' },
  { name: 'Site2', size: null, expires: null },
  { name: 'site1', size: 12, expires: '2026-12-01' },
  { name: 'site2', size: 5, expires: '2027-01-15' },
];
const keys = {
  name: (r: (typeof rows)[number]) => r.name,
  size: (r: (typeof rows)[number]) => r.size,
  expires: (r: (typeof rows)[number]) => r.expires,
};
const names = (sorted: typeof rows) => sorted.map((r) => r.name);

describe('sortRows', () => {
  it('sorts text as a reader would: case-blind, digits as numbers, ties in the API order', () => {
    expect(names(sortRows(rows, keys, 'name'))).toEqual(['site1', 'Site2', 'site2', 'site10']);
    expect(names(sortRows(rows, keys, '-name'))).toEqual(['site10', 'Site2', 'site2', 'site1']);
  });

  it('sorts numbers as numbers and puts a missing value last both ways', () => {
    expect(names(sortRows(rows, keys, 'size'))).toEqual(['site10', 'site2', 'site1', 'Site2']);
    expect(names(sortRows(rows, keys, '-size'))).toEqual(['site1', 'site10', 'site2', 'Site2']);
    expect(names(sortRows(rows, keys, '-expires'))).toEqual(['site10', 'site2', 'site1', 'Site2']);
  });

  it('leaves the order alone for a column it does not know, and never changes its input', () => {
    const copy = [...rows];
    expect(names(sortRows(rows, keys, 'colour'))).toEqual(names(copy));
    sortRows(rows, keys, '-name');
    expect(rows).toEqual(copy);
  });
});
