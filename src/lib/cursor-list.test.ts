import { describe, expect, it } from 'vitest';
import { emailOps } from '@contract/email';
import { cursorListOptions } from './cursor-list';

type Placeholder = (previous: unknown, previousQuery?: { queryKey: unknown[] }) => unknown;

const placeholderOf = (key: unknown[]) =>
  cursorListOptions(key as never, emailOps.listMailboxes, { input: 'a.se', limit: 50 } as never)
    .placeholderData as unknown as Placeholder;

describe('cursorListOptions', () => {
  const rows = { pages: [{ data: [{ address: 'a@a.se' }] }], pageParams: [undefined] };

  it('keeps the rows on screen while the same list loads in another order', () => {
    const next = placeholderOf(['email', 'mailboxes', { input: 'a.se', sort: '-usage' }]);
    expect(next(rows, { queryKey: ['email', 'mailboxes', { input: 'a.se', sort: 'address' }] })).toBe(rows);
    expect(next(rows, { queryKey: ['email', 'mailboxes', { input: 'a.se' }] })).toBe(rows);
  });

  it('never shows the rows of another list, search or first load as a placeholder', () => {
    const next = placeholderOf(['email', 'mailboxes', { input: 'b.se', sort: '-usage' }]);
    expect(next(rows, { queryKey: ['email', 'mailboxes', { input: 'a.se', sort: '-usage' }] })).toBeUndefined();
    expect(next(rows, { queryKey: ['email', 'mailboxes', { input: 'b.se', q: 'x', sort: '-usage' }] })).toBeUndefined();
    expect(next(undefined, undefined)).toBeUndefined();
  });
});
