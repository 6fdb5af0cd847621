// Contact changes at the registry: what a request makes of each role's
// contact, and the field-by-field preview (old → new) a person approves. The
// registrant's name and organisation are never changed here: a new holder is an
// owner change, quoted separately.
import type { z } from 'zod';
import type { PreviewItem } from '@contract/common';
import type { ContactDetailsInput, ContactInput } from '@contract/domains-schemas';
import type { ContactFields, RegistryContactRow } from '@server/infra/registry';
import { ApiError } from '@server/core/problem';
import type { ContactRole } from './contact-presenter';

type Details = z.output<typeof ContactDetailsInput>;
type Contact = z.output<typeof ContactInput>;

const FIELDS: Record<keyof ContactFields, string> = {
  name: 'name',
  organization: 'organization',
  orgNumber: 'org number',
  email: 'email',
  phone: 'phone',
  line1: 'address line 1',
  line2: 'address line 2',
  city: 'city',
  postalCode: 'postal code',
  country: 'country',
};
const ROLE_NAMES: Record<ContactRole, string> = {
  registrant: 'Registrant',
  admin: 'Admin contact',
  tech: 'Tech contact',
  billing: 'Billing contact',
};

/** An empty optional text is no value. */
const orNull = (s: string | null | undefined) => (s ? s : null);

export const fieldsOf = (r: RegistryContactRow): ContactFields => ({
  name: r.name,
  organization: r.organization,
  orgNumber: r.orgNumber,
  email: r.email,
  phone: r.phone,
  line1: r.line1,
  line2: r.line2,
  city: r.city,
  postalCode: r.postalCode,
  country: r.country,
});

/** The contact with the details sent; a detail left out stays, `line2: null` clears the second line. */
export function withDetails(old: ContactFields, d: Partial<Details>): ContactFields {
  return {
    ...old,
    ...(d.email !== undefined && { email: d.email }),
    ...(d.phone !== undefined && { phone: d.phone }),
    ...(d.line1 !== undefined && { line1: d.line1 }),
    ...(d.line2 !== undefined && { line2: orNull(d.line2) }),
    ...(d.city !== undefined && { city: d.city }),
    ...(d.postal_code !== undefined && { postalCode: d.postal_code }),
    ...(d.country !== undefined && { country: d.country }),
  };
}

/** A whole admin, tech or billing contact as sent (PUT: what is left out is empty). */
export const contactFrom = (c: Contact): ContactFields => ({
  name: c.name,
  organization: orNull(c.organization),
  orgNumber: orNull(c.org_number),
  email: c.email,
  phone: c.phone,
  line1: c.line1,
  line2: orNull(c.line2),
  city: c.city,
  postalCode: c.postal_code,
  country: c.country,
});

export function changedFields(old: ContactFields | null, next: ContactFields): (keyof ContactFields)[] {
  return (Object.keys(FIELDS) as (keyof ContactFields)[]).filter((k) => (old?.[k] ?? null) !== next[k]);
}

export const sameContact = (a: ContactFields | null, b: ContactFields | null) =>
  a === null || b === null ? a === b : changedFields(a, b).length === 0;

export function previewOf(role: ContactRole, old: ContactFields | null, next: ContactFields): PreviewItem[] {
  return changedFields(old, next).map((k) => ({
    label: `${ROLE_NAMES[role]} ${FIELDS[k]}`,
    value: `${old?.[k] ?? '(none)'} → ${next[k] ?? '(none)'}`,
  }));
}

/** The registrant's identity belongs to an owner change; a request that tries to set it here is refused, not ignored. */
export function refuseIdentityChange(raw: unknown, at: string) {
  const sent = raw && typeof raw === 'object' ? Object.keys(raw) : [];
  const field = ['name', 'organization', 'org_number'].find((k) => sent.includes(k));
  if (!field) return;
  const path = at ? `${at}.${field}` : field;
  const message =
    "The registrant's name and organisation change only with an owner change (GET /domains/{domain}/actions/owner-change)";
  throw new ApiError('validation_failed', `${path}: ${message}`, {
    errors: [{ path, message, code: 'owner_change_required' }],
  });
}
