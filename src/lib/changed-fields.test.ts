import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only what changed, and a nested value whole when any part changed', () => {
    const values = { name: 'A', phone: '1', address: { street: 'S', city: 'C' } };
    expect(changedFields(values, { name: true, address: { city: true } })).toEqual({
      name: 'A',
      address: { street: 'S', city: 'C' },
    });
  });

  it('leaves out a nested value that was changed back', () => {
    expect(changedFields({ address: { city: 'C' } }, { address: { city: false } })).toEqual({});
  });
});
