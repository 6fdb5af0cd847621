// Character-strings are bytes: escapes decode to bytes, quoting writes bytes
// that read back the same, and splitting counts bytes and keeps characters whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesText, quoteBytes, splitBytes, splitText, unescapeBytes, utf8, utf8Length } from './character-string';
import { lexRdata } from './zone-lexer';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const graphemes = (s: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].length;

describe('escapes', () => {
  it('\\DDD is a byte and the bytes are UTF-8: "caf\\195\\169" is café, not cafÃ©', () => {
    expect(hex(unescapeBytes('caf\\195\\169'))).toBe('636166c3a9');
    expect(bytesText(unescapeBytes('caf\\195\\169'))).toBe('café');
    expect(unescapeBytes('caf\\195\\169')).toEqual(utf8('café'));
    expect(bytesText(unescapeBytes('\\240\\159\\142\\137'))).toBe('🎉');
  });

  it('\\X is X, for any character, an emoji included', () => {
    expect(bytesText(unescapeBytes('a\\059b'))).toBe('a;b');
    expect(bytesText(unescapeBytes('\\"\\\\\\(\\)\\.'))).toBe('"\\().');
    expect(bytesText(unescapeBytes('\\🎉'))).toBe('🎉');
  });

  it('refuses what is not an escape', () => {
    expect(() => unescapeBytes('a\\256')).toThrow('\\256 is not a byte value');
    expect(() => unescapeBytes('a\\05x')).toThrow('\\05 is not an escape');
    expect(() => unescapeBytes('ends\\')).toThrow('A backslash');
  });
});

describe('quoting', () => {
  it('writes printable UTF-8 as itself and controls or bytes that are not UTF-8 as \\DDD', () => {
    expect(quoteBytes(utf8('café "x" \\ 🎉'))).toBe('"café \\"x\\" \\\\ 🎉"');
    expect(quoteBytes(Uint8Array.from([0, 9, 0x41, 0xff, 0xc3]))).toBe('"\\000\\009A\\255\\195"');
    expect(quoteBytes(utf8('a\u202eb\u2028c'))).toBe('"a\\226\\128\\174b\\226\\128\\168c"');
  });

  it('any bytes read back exactly (quote, then lex as a zone file does)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const [tok] = lexRdata(quoteBytes(bytes));
        expect(hex(tok!.bytes)).toBe(hex(bytes));
      }),
    );
  });

  it('any text reads back as the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        expect(lexRdata(quoteBytes(utf8(text)))[0]!.text).toBe(text);
      }),
    );
  });
});

describe('splitting long values', () => {
  it('counts bytes: 200 × é is 400 bytes, two strings', () => {
    const parts = splitText('é'.repeat(200));
    expect(parts.map(utf8Length)).toEqual([254, 146]);
    expect(parts.join('')).toBe('é'.repeat(200));
  });

  it('never splits an emoji, with its skin tone or in a ZWJ family', () => {
    for (const emoji of ['😀', '👍🏽', '👨‍👩‍👧‍👦']) {
      const text = `x${emoji.repeat(120)}`;
      const parts = splitText(text);
      expect(parts.join('')).toBe(text);
      parts.forEach((p, i) => {
        expect(utf8Length(p)).toBeLessThanOrEqual(255);
        const body = i === 0 ? p.slice(1) : p;
        expect(body).toBe(emoji.repeat(body.length / emoji.length));
      });
    }
  });

  it('pieces of at most 255 bytes, whole characters, that join to the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const parts = splitText(text);
        expect(parts.join('')).toBe(text);
        for (const p of parts) expect(utf8Length(p)).toBeLessThanOrEqual(255);
        // A split between characters adds no grapheme: the pieces have as many as the whole.
        expect(parts.reduce((n, p) => n + graphemes(p), 0)).toBe(graphemes(text));
      }),
    );
  });

  it('bytes that are not text are cut every 255 bytes', () => {
    const bytes = Uint8Array.from({ length: 600 }, (_, i) => (i % 2 ? 0xff : 0x41));
    expect(splitBytes(bytes).map((b) => b.length)).toEqual([255, 255, 90]);
  });
});
