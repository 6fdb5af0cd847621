// The one domain-name type of the contract: what it accepts (Unicode and
// ASCII, any case, an absolute name), what it stores (lower-case ASCII), what it
// refuses and why, and the mixed-script warning for names that can pass for others.
import { describe, expect, it } from 'vitest';
import { DomainName, Email, domainLabel, emailAddress, hostOrAddress } from './domain-name-fields';
import { domainToUnicode, parseDomainName } from './domain-name';
import { domainWarnings, mixedScripts } from './domain-scripts';
import { HostName } from './domains-schemas';

const ascii = (v: string) => DomainName.parse(v);
const refusal = (v: string) => {
  const r = DomainName.safeParse(v);
  expect(r.success, `${v} should be refused`).toBe(false);
  return r.error!.issues[0]!.message;
};

describe('DomainName', () => {
  it('stores a Unicode name in its ASCII (punycode) form', () => {
    expect(ascii('bücher.se')).toBe('xn--bcher-kva.se');
    expect(ascii('пример.рф')).toBe('xn--e1afmkfd.xn--p1ai');
    expect(ascii('日本語.jp')).toBe('xn--wgv71a119e.jp');
  });

  it('keeps a punycode name as it is, and the two forms are one name', () => {
    expect(ascii('xn--bcher-kva.se')).toBe('xn--bcher-kva.se');
    expect(ascii('XN--BCHER-KVA.SE')).toBe(ascii('bücher.se'));
  });

  it('lower-cases, trims and drops the trailing dot of an absolute name', () => {
    expect(ascii('  Example.COM  ')).toBe('example.com');
    expect(ascii('BÜCHER.SE')).toBe('xn--bcher-kva.se');
    expect(ascii('www.example.com.')).toBe('www.example.com');
  });

  it('refuses a label over 63 octets, counted in ASCII form', () => {
    expect(ascii(`${'a'.repeat(63)}.com`)).toBe(`${'a'.repeat(63)}.com`);
    expect(refusal(`${'a'.repeat(64)}.com`)).toMatch(/64 characters in its ASCII form; a label is at most 63/);
    // 60 characters as typed, 66 once converted.
    expect(refusal(`${'ü'.repeat(60)}.se`)).toMatch(/ASCII form; a label is at most 63/);
  });

  it('refuses a name over 253 octets in ASCII form', () => {
    const long = `${Array.from({ length: 4 }, () => 'a'.repeat(62)).join('.')}.com`;
    expect(long.length).toBe(255);
    expect(DomainName.safeParse(long).success).toBe(false);
    // 230 characters as typed, 254 once converted (each label is 62 in ASCII form).
    const unicode = `${Array.from({ length: 4 }, () => 'ü'.repeat(56)).join('.')}.se`;
    expect(unicode.length).toBeLessThan(253);
    expect(refusal(unicode)).toMatch(/ASCII form; a domain name is at most 253/);
  });

  it('refuses IP addresses in every form the URL parser reads as one', () => {
    for (const ip of ['192.0.2.1', '127.1', '0x7f.0.0.1', '::1', '[2001:db8::1]'])
      expect(refusal(ip)).toMatch(/IP address is not a domain name/);
  });

  it('refuses what is not a host name, saying why', () => {
    expect(refusal('localhost')).toMatch(/whole name with its ending/);
    expect(refusal('example.123')).toMatch(/cannot be all digits/);
    expect(refusal('exa_mple.com')).toMatch(/only letters, digits and hyphens/);
    expect(refusal('*.example.com')).toMatch(/only letters, digits and hyphens/);
    expect(refusal('-shop.example.com')).toMatch(/cannot start or end with a hyphen/);
    expect(refusal('ab--cd.com')).toMatch(/only xn-- labels/);
    expect(refusal('xn--a.com')).toMatch(/Not a valid domain name/);
    expect(refusal('a..com')).toMatch(/no empty labels/);
    expect(refusal('https://example.com')).toMatch(/name alone/);
    expect(refusal('example.com:8080')).toMatch(/name alone/);
    expect(refusal('exa mple.com')).toMatch(/no spaces/);
    expect(refusal('')).toMatch(/Enter a domain name/);
  });

  it('is the base of HostName, with its own prompt', () => {
    expect(HostName.parse('NS1.Bücher.se.')).toBe('ns1.xn--bcher-kva.se');
    expect(HostName.safeParse('').error!.issues[0]!.message).toMatch(/hostname such as ns1.example.com/);
  });
});

describe('domain labels and hosts', () => {
  it('takes one label in either form', () => {
    const label = domainLabel('Enter the subdomain');
    expect(label.parse('Bücher')).toBe('xn--bcher-kva');
    expect(label.parse('blog')).toBe('blog');
    expect(label.safeParse('a.b').success).toBe(false);
    expect(label.safeParse('-x').success).toBe(false);
    expect(domainLabel('host', true).parse('')).toBe('');
  });

  it('takes a host name or an IP address', () => {
    const host = hostOrAddress('Enter the host');
    expect(host.parse('FTP.Bücher.se')).toBe('ftp.xn--bcher-kva.se');
    expect(host.parse('192.0.2.7')).toBe('192.0.2.7');
    expect(host.parse('2001:db8::7')).toBe('2001:db8::7');
    expect(host.safeParse('not a host').success).toBe(false);
  });
});

describe('Email', () => {
  it('converts the domain part to ASCII and keeps the local part as given', () => {
    expect(Email.parse('Info@Bücher.se')).toBe('Info@xn--bcher-kva.se');
    expect(Email.parse('jo@xn--bcher-kva.se')).toBe('jo@xn--bcher-kva.se');
    expect(Email.parse('jo@example.com')).toBe('jo@example.com');
  });

  it('refuses a bad local part or domain, and counts the limit in ASCII form', () => {
    expect(Email.safeParse('not-an-email').success).toBe(false);
    expect(Email.safeParse('a b@example.com').success).toBe(false);
    expect(Email.safeParse('jo@1.2.3.4').error!.issues[0]!.message).toMatch(/IP address/);
    const typed = `${'a'.repeat(20)}@${'ü'.repeat(34)}.se`; // 58 typed, 64 in ASCII form
    expect(typed.length).toBeLessThan(60);
    expect(emailAddress(60).safeParse(typed).error!.issues[0]!.message).toBe('At most 60 characters');
  });
});

describe('mixed-script labels (UTS #39)', () => {
  it('flags a Cyrillic letter inside a Latin name, in either form', () => {
    const [w] = domainWarnings('pаypal.com'); // the second letter is Cyrillic а
    expect(w).toMatchObject({ code: 'mixed_script', label: 'pаypal', scripts: ['Latin', 'Cyrillic'] });
    expect(w!.message).toMatch(/mixes Latin and Cyrillic letters/);
    expect(domainWarnings(ascii('pаypal.com'))).toEqual([w]);
    expect(ascii('pаypal.com')).not.toBe('paypal.com');
  });

  it('passes names written in one script, or Latin with one language’s Han scripts', () => {
    for (const name of [
      'paypal.com',
      'bücher.se',
      'пример.рф',
      'ελληνικά.gr',
      'ひらがなabc漢字.jp',
      '한국어.kr',
      'shop-24.example',
    ])
      expect(domainWarnings(name), name).toEqual([]);
    expect(mixedScripts('abcαβγ')).toEqual(['Latin', 'Greek']);
    expect(mixedScripts('한국ひらがな')).not.toBeNull();
  });
});

describe('display form', () => {
  it('decodes punycode labels and leaves the rest as they are', () => {
    expect(domainToUnicode('shop.xn--bcher-kva.se')).toBe('shop.bücher.se');
    expect(domainToUnicode('example.com')).toBe('example.com');
  });

  it('round-trips: the display form parses back to the stored form', () => {
    const stored = parseDomainName('Bücher.SE.');
    expect(stored).toEqual({ ok: true, ascii: 'xn--bcher-kva.se' });
    expect(ascii(domainToUnicode('xn--bcher-kva.se'))).toBe('xn--bcher-kva.se');
  });
});
