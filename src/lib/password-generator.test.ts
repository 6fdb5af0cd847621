import { describe, expect, it } from 'vitest';
import { DatabasePassword } from '@contract/databases-shared';
import { GENERATED_LENGTH, generatePassword } from './password-generator';

describe('the password generator', () => {
  it('makes passwords the contract accepts, mixing every kind of character', () => {
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(GENERATED_LENGTH);
      expect(DatabasePassword.safeParse(p).success).toBe(true);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[2-9]/);
      expect(p).toMatch(/[-_.~+=@%]/);
      // no characters that need quoting in a shell, a DSN or a PHP string
      expect(p).not.toMatch(/[\s'"`\\$;&|<>/:]/);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(seen.size).toBe(500);
  });

  it('throws away bytes that would favour some characters', () => {
    // 65 characters: 195 (3 × 65) and above would make the first 61 likelier, so they are drawn again.
    const bytes = [195, 0, 255, 25, 200, 49, 255, 57];
    let i = 0;
    const source = (b: Uint8Array<ArrayBuffer>) => {
      b[0] = bytes[i++ % bytes.length]!;
      return b;
    };
    expect(generatePassword(4, source)).toBe('aA2-');
  });
});
