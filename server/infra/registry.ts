// The simulated domain registry (one per TLD), spoken to the way a registrar
// speaks EPP: check, info, create, renew, transfer, update (nameservers, DS
// records, host objects, contacts), restore. Its state is in the registry_*
// tables and only the registry's modules write them: this file holds its terms
// (rows, limits, refusals) and its interface; createRegistry
// (registry-service.ts) implements it. A TLD's registry can be made
// unreachable: every call for one of its names then throws RegistryUnavailable,
// so callers show a degraded answer instead of guessing. The sandbox switch makes it
// unreachable for one account only: for the names that account holds here
// (sandbox-outages.ts); the global flag (registry_tlds.reachable) is for tests.
import type { Db, Tx } from '@server/db/client';
import {
  registryContacts,
  registryDomains,
  registryDsRecords,
  registryHosts,
  registryTlds,
} from '@server/db/schema/infra-registry';
import type { RegistrantIdentity } from '@server/db/schema/domains';
import { randomString } from '@server/core/crypto';
import type { RegistryPhase } from './registry-lifecycle';

type Q = Db | Tx;
export type TldRow = typeof registryTlds.$inferSelect;
export type RegistryDomainRow = typeof registryDomains.$inferSelect;
export type RegistryContactRow = typeof registryContacts.$inferSelect;
export type RegistryDsRow = typeof registryDsRecords.$inferSelect;
export type RegistryHostRow = typeof registryHosts.$inferSelect;
export type ContactFields = Omit<RegistryContactRow, 'domainId' | 'role'>;

/** The registrar this service is, as registries name it. */
export const OUR_REGISTRAR = 'Panel Registrar AB';
/** The service's own nameservers (the ones a zone here is served from). */
export const PROVIDER_NAMESERVERS = ['ns1.panel-dns.net', 'ns2.panel-dns.net'] as const;
/** Registries refuse to extend a registration past ten years from today. */
export const MAX_REGISTRATION_YEARS = 10;
/** ICANN: a registrant has 15 days to verify a new email address before the name is suspended. */
export const VERIFICATION_DAYS = 15;
/** Inter-registrar transfers are refused for 60 days after a registration or transfer (ICANN transfer policy). */
export const TRANSFER_LOCK_DAYS = 60;

export class RegistryUnavailable extends Error {
  constructor(readonly tld: string) {
    super(`The .${tld} registry is not answering right now`);
  }
}

/** A registry refusal (an EPP result code other than success), with the reason the registry gave. */
export class RegistryRefusal extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export const tldOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);
export const newAuthCode = () => `${randomString(6)}-${randomString(6)}`;

export interface RegistryView {
  row: RegistryDomainRow;
  tld: TldRow;
  phase: RegistryPhase;
}

export interface NewRegistration {
  name: string;
  years: number;
  registrar: string;
  nameservers: string[];
  registrant: ContactFields;
  now: Date;
}

export interface Registry {
  /** The TLD's catalogue entry (prices, phase lengths); answers even when the registry does not. */
  tld(q: Q, tld: string): Promise<TldRow | null>;
  /** Every TLD; with `accountId`, `reachable` as that account sees it. */
  tlds(q: Q, accountId?: number): Promise<TldRow[]>;
  /** The TLDs of the names the account holds here. */
  tldsOf(q: Q, accountId: number): Promise<string[]>;
  /** Throws RegistryUnavailable when the TLD's registry is unreachable. */
  assertReachable(q: Q, tld: string): Promise<TldRow>;
  /** EPP info: the name as the registry holds it, or null when nobody has it (available). */
  info(q: Q, name: string, now: Date): Promise<RegistryView | null>;
  contacts(q: Q, domainId: number): Promise<RegistryContactRow[]>;
  dsRecords(q: Q, domainId: number): Promise<RegistryDsRow[]>;
  hosts(q: Q, domainId: number): Promise<RegistryHostRow[]>;
  create(tx: Tx, r: NewRegistration): Promise<RegistryDomainRow>;
  renew(tx: Tx, name: string, years: number, now: Date): Promise<RegistryDomainRow>;
  restore(tx: Tx, name: string, now: Date): Promise<RegistryDomainRow>;
  /** Move a name to another registrar with its auth code; the registry adds a year, as gTLD transfers do. */
  transfer(tx: Tx, name: string, toRegistrar: string, authCode: string, now: Date): Promise<RegistryDomainRow>;
  setNameservers(tx: Tx, name: string, nameservers: string[], now: Date): Promise<RegistryDomainRow>;
  addDs(
    tx: Tx,
    name: string,
    ds: Omit<RegistryDsRow, 'id' | 'domainId' | 'createdAt'>,
    now: Date,
  ): Promise<RegistryDsRow>;
  removeDs(tx: Tx, name: string, dsId: string, now: Date): Promise<boolean>;
  setHost(tx: Tx, name: string, hostname: string, ipv4: string[], ipv6: string[], now: Date): Promise<void>;
  removeHost(tx: Tx, name: string, hostname: string, now: Date): Promise<boolean>;
  setContact(tx: Tx, name: string, role: string, c: ContactFields, now: Date): Promise<void>;
  /** A holder change: the registrant identity the registry records (refused while updates are prohibited). */
  setRegistrant(tx: Tx, name: string, identity: RegistrantIdentity, now: Date): Promise<void>;
  setStatuses(tx: Tx, name: string, statuses: string[], now: Date): Promise<void>;
  setVerification(tx: Tx, name: string, v: Partial<VerificationFields>, now: Date): Promise<void>;
  /**
   * Sandbox control: make a TLD's registry answer or not; with `accountId`, for that account's names only
   * (the sandbox switch), without, for everyone.
   */
  setReachable(q: Q, tld: string, reachable: boolean, accountId?: number): Promise<void>;
  /**
   * Move every name whose phase boundary has passed into its new phase (statuses, drop date) and
   * release the names whose pendingDelete ended. Returns the released names and when the next
   * boundary is due (null when none).
   */
  advance(tx: Tx, now: Date): Promise<{ released: RegistryDomainRow[]; changed: string[]; nextAt: Date | null }>;
}

export type VerificationFields = Pick<
  RegistryDomainRow,
  'verificationStatus' | 'verificationEmail' | 'verificationSentAt' | 'verificationDeadlineAt' | 'verifiedAt'
>;

/** EPP statuses of a name in a phase, with the registrar's transfer lock where the TLD has one. */
export function statusesFor(phase: RegistryPhase, locked: boolean): string[] {
  const base = {
    active: ['ok'],
    grace: ['autoRenewPeriod'],
    redemption: ['redemptionPeriod', 'serverUpdateProhibited', 'serverTransferProhibited'],
    pending_delete: ['pendingDelete', 'serverUpdateProhibited', 'serverTransferProhibited'],
    released: [],
  }[phase];
  return locked && (phase === 'active' || phase === 'grace')
    ? [...base.filter((s) => s !== 'ok'), 'clientTransferProhibited']
    : base;
}
