// How the domains area words things: a domain's status and expiry as badges,
// registry (EPP) statuses in plain words, DNSSEC algorithm and digest names.
// Pure, so the list, the detail and the tests read the same words.
import type { z } from 'zod';
import type { RegistrarDomain } from '@contract/domains-schemas';
import type { BadgeTone } from '@/components/ui/badge';
import { countOf, labelsOf, tonesOf } from '@/lib/glossary';

type Domain = z.infer<typeof RegistrarDomain>;

export const statusLabel = labelsOf('domain');

export const statusTone = tonesOf('domain');

/** What the list's expiry filter offers, in days. */
export const EXPIRY_WINDOWS = [30, 60, 90, 365] as const;
/** "Expiring soon" starts this many days before the expiry date. */
export const EXPIRING_SOON_DAYS = 30;
const DAY = 86_400_000;

/** Whole days from now until `iso` (negative when past), or null without a date. */
export function daysUntil(iso: string | null, now = Date.now()): number | null {
  if (!iso) return null;
  return Math.ceil((new Date(iso).getTime() - now) / DAY);
}

export interface DomainBadge {
  label: string;
  tone: BadgeTone;
}

/**
 * The badges a domain's row carries, most urgent first: its phase (expired,
 * redemption, pending delete), or "expires in N days" within the last month,
 * then a transfer on its way and a registrant who must still verify.
 */
export function domainBadges(d: Domain, now = Date.now()): DomainBadge[] {
  const out: DomainBadge[] = [];
  const days = daysUntil(d.expiresAt, now);
  if (d.status === 'active' && days !== null && days <= EXPIRING_SOON_DAYS) {
    out.push(
      days <= 0
        ? { label: 'Expires today', tone: 'warning' }
        : { label: `Expires in ${countOf(days, 'day', 'days')}`, tone: 'warning' },
    );
  } else if (d.status !== 'active') {
    out.push({ label: statusLabel[d.status], tone: statusTone[d.status] });
  }
  if (d.verification === 'pending') out.push({ label: 'Owner must verify email', tone: 'warning' });
  if (d.verification === 'failed') out.push({ label: 'Email verification failed', tone: 'danger' });
  return out;
}

/** EPP statuses in plain words; the code itself is shown beside them for support. */
const EPP: Record<string, string> = {
  ok: 'No restrictions',
  inactive: 'No nameservers set, so the domain does not resolve',
  clientTransferProhibited: 'Transfer lock on',
  serverTransferProhibited: 'The registry blocks transfers for now',
  clientUpdateProhibited: 'Changes locked by us',
  serverUpdateProhibited: 'The registry blocks changes for now',
  clientDeleteProhibited: 'Deletion locked by us',
  serverDeleteProhibited: 'The registry blocks deletion',
  clientRenewProhibited: 'Renewal blocked by us',
  serverRenewProhibited: 'The registry blocks renewal',
  clientHold: 'Suspended by us: the domain does not resolve',
  serverHold: 'Suspended by the registry: the domain does not resolve',
  addPeriod: 'Newly registered',
  autoRenewPeriod: 'Expired, in the grace period: renewing now keeps it',
  renewPeriod: 'Just renewed',
  transferPeriod: 'Just transferred in',
  redemptionPeriod: 'In redemption: only a restore (with a fee) brings it back',
  pendingDelete: 'Being deleted: it will be released to the public',
  pendingTransfer: 'A transfer is in progress',
  pendingRestore: 'A restore is being processed',
  pendingRenew: 'A renewal is being processed',
  pendingUpdate: 'A change is being processed',
  pendingCreate: 'Registration is being processed',
};

export function explainStatus(code: string): string {
  return EPP[code] ?? 'A registry status without a plain-words explanation here';
}

/** DNSSEC algorithm numbers (IANA) the registries accept, with their names. */
export const DS_ALGORITHMS: Record<number, string> = {
  5: 'RSA/SHA-1',
  7: 'RSASHA1-NSEC3-SHA1',
  8: 'RSA/SHA-256',
  10: 'RSA/SHA-512',
  13: 'ECDSA P-256 with SHA-256',
  14: 'ECDSA P-384 with SHA-384',
  15: 'Ed25519',
  16: 'Ed448',
};

/** DS digest types with the digest length each needs, in hex characters. */
export const DIGEST_TYPES: Record<number, { name: string; hexLength: number }> = {
  1: { name: 'SHA-1', hexLength: 40 },
  2: { name: 'SHA-256', hexLength: 64 },
  4: { name: 'SHA-384', hexLength: 96 },
};

export const algorithmName = (n: number) => DS_ALGORITHMS[n] ?? `Algorithm ${n}`;
export const digestTypeName = (n: number) => DIGEST_TYPES[n]?.name ?? `Digest type ${n}`;

/** A long digest shortened for a table cell; the full value is copied, never the short one. */
export const shortDigest = (digest: string) =>
  digest.length > 20 ? `${digest.slice(0, 10)}…${digest.slice(-8)}` : digest;

/** The top-level domain of a stored name, e.g. "com" for "example.com". */
export const tldOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);
