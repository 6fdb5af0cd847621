// Domain names on screen. The API stores and answers every name in ASCII form
// (`xn--bcher-kva.se`); people read them in Unicode (`bücher.se`). A name whose
// label mixes scripts stays in ASCII form, as browsers show it, so a look-alike
// (`pаypal.com` with a Cyrillic а) cannot pass for the real name. Values sent
// back to the API (links, inputs) keep the stored form; only the text changes.
import { displayDomainName, displayEmailAddress, domainWarnings, type DomainWarning } from '@contract/domain-scripts';

/** A stored domain or host name as people read it. */
export function displayDomain(name: string): string {
  return displayDomainName(name);
}

/** An email address as people read it: the local part as stored, the domain part in Unicode. */
export function displayAddress(address: string): string {
  return displayEmailAddress(address);
}

/**
 * Warnings for names a person is typing (one per line or comma-separated):
 * each label that mixes scripts. Lines that are not names yet give none.
 */
export function typedDomainWarnings(text: string): DomainWarning[] {
  const seen = new Map<string, DomainWarning>();
  for (const line of text.split(/[\n,]/)) {
    const name = line.trim();
    const host = name.includes('@') ? name.slice(name.lastIndexOf('@') + 1) : name;
    for (const w of host ? domainWarnings(host) : []) seen.set(w.message, w);
  }
  return [...seen.values()];
}
