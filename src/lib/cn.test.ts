import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins the parts that apply, in order, skipping falsy ones', () => {
    expect(cn('block w-full', false, null, undefined, 'text-sm')).toBe('block w-full text-sm');
    expect(cn()).toBe('');
  });

  // src/test/setup.ts installs the conflict check for every component test.
  it('fails a class list in which one utility undoes another', () => {
    expect(() => cn('min-h-10 py-2', 'min-h-8')).toThrow(/"min-h-10" is undone/);
    expect(() => cn('px-3 py-2', 'p-0')).toThrow(/"px-3 py-2" is undone/);
    expect(() => cn('text-sm text-fg', 'text-muted')).toThrow(/"text-fg" is undone/);
    expect(() => cn('border border-line', 'border-danger')).toThrow(/"border-line" is undone/);
    expect(() => cn('rounded-md', 'rounded-card')).toThrow(/"rounded-md" is undone/);
  });

  it('lets utilities of different kinds or variants stand together', () => {
    expect(cn('text-sm text-fg', 'font-mono')).toBe('text-sm text-fg font-mono');
    expect(cn('border border-line', 'border-l-4')).toBe('border border-line border-l-4');
    expect(cn('hover:bg-surface-2', 'bg-accent')).toBe('hover:bg-surface-2 bg-accent');
    expect(cn('w-full', 'max-w-page')).toBe('w-full max-w-page');
    expect(cn('hidden', 'lg:block')).toBe('hidden lg:block');
    // Written twice is the same class, not a conflict.
    expect(cn('block text-sm', 'text-sm')).toBe('block text-sm text-sm');
  });
});
