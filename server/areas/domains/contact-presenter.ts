// Registry contacts and the registrant's verification as the API shows them.
import type { z } from 'zod';
import type { DomainContact, Verification } from '@contract/domains-schemas';
import type { RegistryContactRow, RegistryDomainRow } from '@server/infra/registry';

export const CONTACT_ROLES = ['registrant', 'admin', 'tech', 'billing'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export function presentContact(c: RegistryContactRow): z.input<typeof DomainContact> {
  return {
    role: c.role as ContactRole,
    name: c.name,
    organization: c.organization,
    orgNumber: c.orgNumber,
    email: c.email,
    phone: c.phone,
    line1: c.line1,
    line2: c.line2,
    city: c.city,
    postalCode: c.postalCode,
    country: c.country,
  };
}

/** The four contacts in their usual order: registrant, admin, tech, billing. */
export const inRoleOrder = (rows: RegistryContactRow[]) =>
  CONTACT_ROLES.flatMap((role) => rows.filter((r) => r.role === role));

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentVerification(row: RegistryDomainRow): z.input<typeof Verification> {
  return {
    domain: row.name,
    status: row.verificationStatus as z.infer<typeof Verification>['status'],
    email: row.verificationEmail,
    lastSentAt: iso(row.verificationSentAt),
    deadlineAt: iso(row.verificationDeadlineAt),
    verifiedAt: iso(row.verifiedAt),
  };
}
