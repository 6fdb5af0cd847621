import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later utility replace an earlier one of the same kind', () => {
    expect(cn('min-h-10 py-2', 'min-h-8 py-1')).toBe('min-h-8 py-1');
    expect(cn('px-3 py-2', 'p-0')).toBe('p-0');
  });

  it('keeps utilities that do not conflict, and skips falsy parts', () => {
    expect(cn('block w-full', false, null, undefined, 'text-sm')).toBe('block w-full text-sm');
  });

  it('tells the theme’s colours from sizes, so a colour never removes a font size', () => {
    expect(cn('text-sm text-fg', 'text-muted')).toBe('text-sm text-muted');
    expect(cn('text-fg text-sm', 'text-xs')).toBe('text-fg text-xs');
    expect(cn('border border-line', 'border-danger')).toBe('border border-danger');
  });

  it('knows the theme’s own radius and width names', () => {
    expect(cn('rounded-md', 'rounded-card')).toBe('rounded-card');
    expect(cn('max-w-page', 'max-w-48')).toBe('max-w-48');
  });

  it('merges within one variant only', () => {
    expect(cn('hover:bg-surface-2 bg-surface', 'bg-accent')).toBe('hover:bg-surface-2 bg-accent');
  });
});
