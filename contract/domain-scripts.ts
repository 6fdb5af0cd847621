// Mixed-script labels: a Cyrillic `а` inside a Latin `pаypal.com` renders like
// the real name. This is the "highly restrictive" level of Unicode UTS #39
// §5.2 (what browsers use to decide whether to show a name in Unicode): every
// label must be written in one script, or in Latin with the Han-based scripts
// of one language (Japanese, Chinese with Bopomofo, Korean). Digits, hyphens
// and combining marks (Common and Inherited) go with any script.
//
// The npm packages for confusables flag single characters against
// confusables.txt (`m` looks like `rn`, so every name with an `m` would be
// flagged) or strip look-alikes; none implements the UTS #39 script check. So
// it is done here with the engine's own Unicode data: JavaScript has no call
// that names a character's scripts, but `\p{Script_Extensions=…}` matches
// them, so each script is one property test.
import { domainToUnicode } from './domain-unicode';

// Unicode's scripts (ISO 15924 long names). A name the engine's Unicode version
// does not know yet is skipped (its RegExp would not compile).
const SCRIPT_NAMES = `
  Latin Greek Cyrillic Armenian Hebrew Arabic Syriac Thaana Nko Samaritan Mandaic Devanagari Bengali Gurmukhi
  Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao Tibetan Myanmar Georgian Hangul Ethiopic
  Cherokee Canadian_Aboriginal Ogham Runic Khmer Mongolian Hiragana Katakana Bopomofo Han Yi Old_Italic Gothic
  Deseret Tagalog Hanunoo Buhid Tagbanwa Limbu Tai_Le Linear_B Ugaritic Shavian Osmanya Cypriot Braille Buginese
  Coptic New_Tai_Lue Glagolitic Tifinagh Syloti_Nagri Old_Persian Kharoshthi Balinese Cuneiform Phoenician
  Phags_Pa Sundanese Lepcha Ol_Chiki Vai Saurashtra Kayah_Li Rejang Lycian Carian Lydian Cham Tai_Tham Tai_Viet
  Avestan Egyptian_Hieroglyphs Lisu Bamum Javanese Meetei_Mayek Imperial_Aramaic Old_South_Arabian
  Inscriptional_Parthian Inscriptional_Pahlavi Old_Turkic Kaithi Batak Brahmi Chakma Meroitic_Cursive
  Meroitic_Hieroglyphs Miao Sharada Sora_Sompeng Takri Caucasian_Albanian Bassa_Vah Duployan Elbasan Grantha
  Pahawh_Hmong Khojki Linear_A Mahajani Manichaean Mende_Kikakui Modi Mro Old_North_Arabian Nabataean Palmyrene
  Pau_Cin_Hau Old_Permic Psalter_Pahlavi Siddham Khudawadi Tirhuta Warang_Citi Ahom Anatolian_Hieroglyphs Hatran
  Multani Old_Hungarian SignWriting Adlam Bhaiksuki Marchen Newa Osage Tangut Masaram_Gondi Nushu Soyombo
  Zanabazar_Square Dogra Gunjala_Gondi Makasar Medefaidrin Hanifi_Rohingya Sogdian Old_Sogdian Elymaic
  Nandinagari Nyiakeng_Puachue_Hmong Wancho Chorasmian Dives_Akuru Khitan_Small_Script Yezidi Cypro_Minoan
  Old_Uyghur Tangsa Toto Vithkuqi Kawi Nag_Mundari Garay Gurung_Khema Kirat_Rai Ol_Onal Sunuwar Todhri
  Tulu_Tigalari
`
  .trim()
  .split(/\s+/);

// Built on the first non-ASCII label: most screens never show one.
let tests: [string, RegExp][] | undefined;
const scriptTests = () =>
  (tests ??= SCRIPT_NAMES.flatMap((name) => {
    try {
      return [[name.replaceAll('_', ' '), new RegExp(`\\p{Script_Extensions=${name}}`, 'u')] as [string, RegExp]];
    } catch {
      return [];
    }
  }));
// Common (digits, hyphen) and Inherited (combining marks) characters belong to every script.
const anyScript = /[\p{Script=Common}\p{Script=Inherited}]/u;

// UTS #39 augments the Han-based scripts: a Han character is at home in Japanese,
// Chinese with Bopomofo and Korean writing, Kana only in Japanese, and so on.
const AUGMENT: Record<string, string[]> = {
  Han: ['Japanese', 'Han with Bopomofo', 'Korean'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Bopomofo: ['Han with Bopomofo'],
  Hangul: ['Korean'],
};
// The combinations "highly restrictive" allows besides a single script.
const ALLOWED_WITH_LATIN = ['Japanese', 'Han with Bopomofo', 'Korean'];

/** The scripts one character may be written in; null for Common and Inherited (any script). */
function scriptsOf(ch: string): Set<string> | null {
  const own = scriptTests()
    .filter(([, re]) => re.test(ch))
    .map(([name]) => name);
  if (own.length === 0 && anyScript.test(ch)) return null;
  // A character of a script this engine does not know is a script of its own.
  if (own.length === 0) return new Set([`U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`]);
  return new Set([...own, ...own.flatMap((s) => AUGMENT[s] ?? [])]);
}

const intersect = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => b.has(x)));

/** The scripts a label mixes, or null when it is written in one (or an allowed combination). */
export function mixedScripts(label: string): string[] | null {
  // ASCII letters are all Latin: the common case needs no property tests.
  if ([...label].every((c) => c < '\u0080')) return null;
  const sets = [...label].map(scriptsOf).filter((s): s is Set<string> => s !== null);
  if (sets.length === 0) return null;
  if (sets.reduce(intersect).size > 0) return null;
  for (const combo of ALLOWED_WITH_LATIN) {
    const allowed = new Set(['Latin', combo]);
    if (sets.every((s) => intersect(s, allowed).size > 0)) return null;
  }
  // Name each script once, in the order the label uses them (the first of each character's own).
  return [...new Set(sets.map((s) => [...s][0]!))];
}

export interface DomainWarning {
  code: 'mixed_script';
  /** The label in Unicode form, as a person sees it. */
  label: string;
  scripts: string[];
  message: string;
}

/**
 * Warnings for a name a customer is about to add (Unicode or ASCII form):
 * each label that mixes scripts, so it can pass for another name.
 */
export function domainWarnings(name: string): DomainWarning[] {
  return domainToUnicode(name.trim().toLowerCase())
    .split('.')
    .flatMap((label) => {
      const scripts = mixedScripts(label);
      if (!scripts) return [];
      const list = scripts.length === 2 ? scripts.join(' and ') : scripts.join(', ');
      return [
        {
          code: 'mixed_script' as const,
          label,
          scripts,
          message: `"${label}" mixes ${list} letters, so it can look like a different name; check that it is the name you mean`,
        },
      ];
    });
}

/**
 * How a person should see a stored (ASCII) name: in Unicode (`bücher.se`),
 * except when a label mixes scripts; then in ASCII form, as browsers do, so a
 * look-alike shows as what it is (`xn--pypal-4ve.com`, not `pаypal.com`).
 */
export function displayDomainName(name: string): string {
  return domainWarnings(name).length > 0 ? name : domainToUnicode(name);
}

/** An email address as people read it: the local part as stored, the domain part as displayDomainName shows it. */
export function displayEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? address : `${address.slice(0, at + 1)}${displayDomainName(address.slice(at + 1))}`;
}
