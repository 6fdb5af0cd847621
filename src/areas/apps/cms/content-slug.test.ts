import { describe, expect, it } from 'vitest';
import { Slug } from '@contract/apps-shared';
import { slugFromTitle } from './content-slug';

describe('slugFromTitle', () => {
  it('makes the lowercase ASCII words the contract accepts', () => {
    expect(slugFromTitle('Hello, World!')).toBe('hello-world');
    expect(slugFromTitle('Café & bar — 2026')).toBe('cafe-and-bar-2026');
    expect(slugFromTitle('Привет мир')).toBe('privet-mir');
    for (const t of ['Höst i ateljén', '  --Spaced--  out ', 'A/B testing: 50% off'])
      expect(Slug.safeParse(slugFromTitle(t)).success).toBe(true);
  });

  it('keeps to 100 characters and never ends on a hyphen; a title with no Latin letters gives none', () => {
    const long = slugFromTitle(`${'a'.repeat(99)} b c`);
    expect(long).toBe('a'.repeat(99));
    expect(slugFromTitle('x'.repeat(150))).toHaveLength(100);
    expect(slugFromTitle('日本語')).toBe('');
    expect(slugFromTitle('!!!')).toBe('');
  });
});
