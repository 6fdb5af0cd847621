import { describe, expect, it } from 'vitest';
import { displayAddress, displayDomain, typedDomainWarnings } from './display-domain';

describe('displayDomain', () => {
  it('shows a stored ASCII name in Unicode', () => {
    expect(displayDomain('xn--bcher-kva.se')).toBe('bücher.se');
    expect(displayDomain('shop.xn--e1afmkfd.xn--p1ai')).toBe('shop.пример.рф');
  });

  it('leaves plain ASCII names and undecodable labels as they are', () => {
    expect(displayDomain('nordlight-studio.com')).toBe('nordlight-studio.com');
    expect(displayDomain('xn--zz.com')).toBe('xn--zz.com');
  });

  it('keeps a look-alike in ASCII form so it cannot pass for the real name', () => {
    // xn--pypal-4ve.com is "pаypal.com" with a Cyrillic а.
    expect(displayDomain('xn--pypal-4ve.com')).toBe('xn--pypal-4ve.com');
  });
});

describe('displayAddress', () => {
  it('shows the domain part in Unicode and keeps the local part', () => {
    expect(displayAddress('Info@xn--bcher-kva.se')).toBe('Info@bücher.se');
    expect(displayAddress('alex@nordlight-studio.com')).toBe('alex@nordlight-studio.com');
  });
});

describe('typedDomainWarnings', () => {
  it('warns of each mixed-script name typed, once', () => {
    const w = typedDomainWarnings('bücher.se\npаypal.com, www.pаypal.com\n\nnot a name yet');
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ label: 'pаypal', scripts: ['Latin', 'Cyrillic'] });
    expect(typedDomainWarnings('info@pаypal.com')).toHaveLength(1);
    expect(typedDomainWarnings('bücher.se, example.com')).toEqual([]);
  });
});
