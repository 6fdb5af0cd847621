// Names as people read them: the Unicode form of a stored ASCII name. Apart from
// domain-name.ts (which re-exports it) because it needs only punycode: the shell and the
// overview show names in Unicode without loading zod.
import punycode from 'punycode/punycode.js';

/**
 * The Unicode form of an ASCII name, for people to read (`xn--bcher-kva.se` →
 * `bücher.se`). A label that does not decode is shown as it is.
 */
export function domainToUnicode(name: string): string {
  return name
    .split('.')
    .map((label) => {
      if (!label.toLowerCase().startsWith('xn--')) return label;
      try {
        return punycode.toUnicode(label);
      } catch {
        return label;
      }
    })
    .join('.');
}
