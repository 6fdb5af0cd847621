// The simulated domain registry (one per TLD), spoken to the way a registrar
// speaks EPP: check, info, create, renew, transfer, update (nameservers, DS
// records, host objects, contacts), restore. Its state is in the registry_*
// tables and only this module writes them. A TLD's registry can be made
// unreachable: every call for one of its names then throws RegistryUnavailable,
// so callers show a degraded answer instead of guessing. The sandbox switch makes it
// unreachable for one account only: for the names that account holds here
// (sandbox-outages.ts); the global flag (registry_tlds.reachable) is for tests.
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import {
  domains,
  registryContacts,
  registryDomains,
  registryDsRecords,
  registryHosts,
  registryTlds,
  sandboxOutages,
} from '@server/db/schema';
import type { RegistrantIdentity } from '@server/db/schema-domains';
import { randomString } from '@server/core/crypto';
import { registryPhase, type RegistryPhase } from './registry-lifecycle';
import { outagesOf, setOutage } from './sandbox-outages';

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

const DAY = 86_400_000;

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

export function createRegistry(): Registry {
  /** The TLD's row when its registry answers for `name` (when given): globally, and for the name's holder. */
  async function reachable(q: Q, tld: string, name?: string) {
    const [row] = await q.select().from(registryTlds).where(eq(registryTlds.tld, tld));
    if (!row) throw new RegistryRefusal('tld_not_supported', `.${tld} is not a TLD this registrar sells`);
    if (!row.reachable || (name !== undefined && (await outForHolder(q, tld, name))))
      throw new RegistryUnavailable(tld);
    return row;
  }
  /** Whether the account holding `name` here took its TLD's registry offline in the sandbox. */
  async function outForHolder(q: Q, tld: string, name: string) {
    const [hit] = await q
      .select({ accountId: sandboxOutages.accountId })
      .from(sandboxOutages)
      .innerJoin(domains, eq(domains.accountId, sandboxOutages.accountId))
      .where(and(eq(sandboxOutages.kind, 'registry'), eq(sandboxOutages.name, tld), eq(domains.name, name)))
      .limit(1);
    return hit !== undefined;
  }
  async function held(q: Q, name: string) {
    await reachable(q, tldOf(name), name);
    const [row] = await q.select().from(registryDomains).where(eq(registryDomains.name, name));
    if (!row) throw new RegistryRefusal('not_registered', `${name} is not registered at the registry`);
    return row;
  }
  /** A name the registry lets its registrar update (not in redemption or pending delete: serverUpdateProhibited). */
  async function updatable(q: Q, name: string) {
    const row = await held(q, name);
    if (row.statuses.includes('serverUpdateProhibited'))
      throw new RegistryRefusal(
        'update_prohibited',
        `The registry refuses changes to ${name} while it is ${row.statuses.includes('pendingDelete') ? 'pending delete' : 'in redemption'} (serverUpdateProhibited)`,
      );
    return row;
  }
  async function update(tx: Tx, name: string, set: Partial<RegistryDomainRow>, now: Date) {
    const [row] = await tx
      .update(registryDomains)
      .set({ ...set, updatedAt: now })
      .where(eq(registryDomains.name, name))
      .returning();
    return row!;
  }
  const locked = (r: RegistryDomainRow) => r.statuses.includes('clientTransferProhibited');

  return {
    async tld(q, tld) {
      const [row] = await q.select().from(registryTlds).where(eq(registryTlds.tld, tld));
      return row ?? null;
    },
    async tlds(q, accountId) {
      const rows = await q.select().from(registryTlds).orderBy(asc(registryTlds.tld));
      if (accountId === undefined) return rows;
      const out = await outagesOf(q, 'registry', accountId);
      return rows.map((t) => (out.has(t.tld) ? { ...t, reachable: false } : t));
    },
    async tldsOf(q, accountId) {
      const names = await q.select({ name: domains.name }).from(domains).where(eq(domains.accountId, accountId));
      return [...new Set(names.map((n) => tldOf(n.name)))];
    },
    assertReachable: reachable,
    async info(q, name, now) {
      const tld = await reachable(q, tldOf(name), name);
      const [row] = await q.select().from(registryDomains).where(eq(registryDomains.name, name));
      return row ? { row, tld, phase: registryPhase(row, tld, now).phase } : null;
    },
    contacts: (q, domainId) =>
      q.select().from(registryContacts).where(eq(registryContacts.domainId, domainId)).orderBy(registryContacts.role),
    dsRecords: (q, domainId) =>
      q
        .select()
        .from(registryDsRecords)
        .where(eq(registryDsRecords.domainId, domainId))
        .orderBy(registryDsRecords.createdAt, registryDsRecords.id),
    hosts: (q, domainId) =>
      q.select().from(registryHosts).where(eq(registryHosts.domainId, domainId)).orderBy(registryHosts.hostname),

    async create(tx, r) {
      const tld = await reachable(tx, tldOf(r.name), r.name);
      const [taken] = await tx.select().from(registryDomains).where(eq(registryDomains.name, r.name));
      if (taken) throw new RegistryRefusal('taken', `${r.name} is already registered`);
      const expiresAt = new Date(r.now);
      expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + r.years);
      const [row] = await tx
        .insert(registryDomains)
        .values({
          name: r.name,
          tld: tld.tld,
          registrar: r.registrar,
          statuses: statusesFor('active', tld.hasTransferLock),
          createdAt: r.now,
          updatedAt: r.now,
          expiresAt,
          authCode: newAuthCode(),
          nameservers: r.nameservers,
          registrant: {
            name: r.registrant.name,
            organization: r.registrant.organization,
            orgNumber: r.registrant.orgNumber,
            country: r.registrant.country,
          },
          verificationStatus: 'pending',
          verificationEmail: r.registrant.email,
          verificationSentAt: r.now,
          verificationDeadlineAt: new Date(r.now.getTime() + VERIFICATION_DAYS * DAY),
        })
        .returning();
      await tx
        .insert(registryContacts)
        .values(
          ['registrant', 'admin', 'tech', 'billing'].map((role) => ({ ...r.registrant, domainId: row!.id, role })),
        );
      return row!;
    },

    async renew(tx, name, years, now) {
      const row = await held(tx, name);
      const tld = await reachable(tx, row.tld, name);
      const phase = registryPhase(row, tld, now).phase;
      if (phase === 'redemption' || phase === 'pending_delete' || phase === 'released')
        throw new RegistryRefusal('not_renewable', `${name} is in ${phase.replace('_', ' ')} and cannot be renewed`);
      const expiresAt = new Date(row.expiresAt);
      expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + years);
      const limit = new Date(now);
      limit.setUTCFullYear(limit.getUTCFullYear() + MAX_REGISTRATION_YEARS);
      if (expiresAt > limit)
        throw new RegistryRefusal(
          'max_period',
          `Renewing ${name} by ${years} years would pass the registry's ${MAX_REGISTRATION_YEARS}-year maximum`,
        );
      return update(tx, name, { expiresAt, statuses: statusesFor('active', locked(row)) }, now);
    },

    async restore(tx, name, now) {
      const row = await held(tx, name);
      const tld = await reachable(tx, row.tld, name);
      if (registryPhase(row, tld, now).phase !== 'redemption')
        throw new RegistryRefusal('not_in_redemption', `${name} is not in redemption, so there is nothing to restore`);
      // A restore renews for one year from today (RFC 3915 restore report, as gTLD registries apply it).
      const expiresAt = new Date(now);
      expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
      return update(tx, name, { expiresAt, dropsAt: null, statuses: statusesFor('active', false) }, now);
    },

    async transfer(tx, name, toRegistrar, authCode, now) {
      const row = await held(tx, name);
      const tld = await reachable(tx, row.tld, name);
      if (row.authCode !== authCode.trim())
        throw new RegistryRefusal('auth_code_invalid', 'The registry rejected the auth code');
      if (locked(row)) throw new RegistryRefusal('locked', `${name} is locked at ${row.registrar}`);
      const phase = registryPhase(row, tld, now).phase;
      if (phase !== 'active' && phase !== 'grace')
        throw new RegistryRefusal('not_transferable', `${name} is in ${phase.replace('_', ' ')}`);
      if (now.getTime() - row.createdAt.getTime() < TRANSFER_LOCK_DAYS * DAY)
        throw new RegistryRefusal('too_new', `${name} was registered less than ${TRANSFER_LOCK_DAYS} days ago`);
      const expiresAt = new Date(row.expiresAt);
      expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
      await tx.delete(registryDsRecords).where(eq(registryDsRecords.domainId, row.id));
      return update(
        tx,
        name,
        {
          registrar: toRegistrar,
          expiresAt,
          authCode: newAuthCode(),
          statuses: statusesFor('active', tld.hasTransferLock),
          dnssecPending: false,
        },
        now,
      );
    },

    async setNameservers(tx, name, nameservers, now) {
      await updatable(tx, name);
      return update(tx, name, { nameservers }, now);
    },

    async addDs(tx, name, ds, now) {
      const row = await updatable(tx, name);
      const [out] = await tx
        .insert(registryDsRecords)
        .values({
          ...ds,
          id: `ds_${randomString(10)}`,
          domainId: row.id,
          digest: ds.digest.toUpperCase(),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!out) throw new RegistryRefusal('exists', 'The registry already has this DS record');
      await update(tx, name, {}, now);
      return out;
    },

    async removeDs(tx, name, dsId, now) {
      const row = await updatable(tx, name);
      const gone = await tx
        .delete(registryDsRecords)
        .where(and(eq(registryDsRecords.domainId, row.id), eq(registryDsRecords.id, dsId)))
        .returning();
      if (gone.length) await update(tx, name, {}, now);
      return gone.length > 0;
    },

    async setHost(tx, name, hostname, ipv4, ipv6, now) {
      const row = await updatable(tx, name);
      await tx
        .insert(registryHosts)
        .values({ hostname, domainId: row.id, ipv4, ipv6, updatedAt: now })
        .onConflictDoUpdate({ target: registryHosts.hostname, set: { ipv4, ipv6, updatedAt: now } });
    },

    async removeHost(tx, name, hostname, now) {
      const row = await updatable(tx, name);
      if (row.nameservers.includes(hostname))
        throw new RegistryRefusal(
          'host_in_use',
          `${hostname} is a nameserver of ${name}; change the nameservers first (EPP 2305, object association prohibits operation)`,
        );
      const gone = await tx
        .delete(registryHosts)
        .where(and(eq(registryHosts.domainId, row.id), eq(registryHosts.hostname, hostname)))
        .returning();
      return gone.length > 0 && (await update(tx, name, {}, now), true);
    },

    async setContact(tx, name, role, c, now) {
      const row = await updatable(tx, name);
      await tx
        .insert(registryContacts)
        .values({ ...c, domainId: row.id, role })
        .onConflictDoUpdate({ target: [registryContacts.domainId, registryContacts.role], set: c });
      await update(tx, name, {}, now);
    },

    async setRegistrant(tx, name, identity, now) {
      const row = await held(tx, name);
      if (row.statuses.includes('serverUpdateProhibited'))
        throw new RegistryRefusal(
          'update_prohibited',
          `The registry accepts no changes to ${name} in its current state`,
        );
      await update(tx, name, { registrant: identity }, now);
    },

    async setStatuses(tx, name, statuses, now) {
      await held(tx, name);
      await update(tx, name, { statuses }, now);
    },

    async setVerification(tx, name, v, now) {
      await held(tx, name);
      await update(tx, name, v, now);
    },

    async setReachable(q, tld, isReachable, accountId) {
      if (accountId !== undefined) return setOutage(q, 'registry', tld, accountId, isReachable);
      await q.update(registryTlds).set({ reachable: isReachable }).where(eq(registryTlds.tld, tld));
    },

    async advance(tx, now) {
      const tlds = new Map((await tx.select().from(registryTlds)).map((t) => [t.tld, t]));
      const changed: string[] = [];
      const released: RegistryDomainRow[] = [];
      let nextAt: Date | null = null;
      // Only names past their expiry can change phase; the rest tell when they will.
      const due = await tx
        .select()
        .from(registryDomains)
        .where(lte(registryDomains.expiresAt, now))
        .orderBy(registryDomains.id);
      for (const row of due) {
        const tld = tlds.get(row.tld);
        if (!tld) continue;
        const { phase, nextBoundary } = registryPhase(row, tld, now);
        if (phase === 'released') {
          released.push(row);
          await tx.delete(registryDsRecords).where(eq(registryDsRecords.domainId, row.id));
          await tx.delete(registryHosts).where(eq(registryHosts.domainId, row.id));
          await tx.delete(registryContacts).where(eq(registryContacts.domainId, row.id));
          await tx.delete(registryDomains).where(eq(registryDomains.id, row.id));
          continue;
        }
        const statuses = statusesFor(phase, locked(row));
        const dropsAt = phase === 'pending_delete' ? registryPhase(row, tld, now).releasedAt : row.dropsAt;
        if (statuses.join() !== row.statuses.join() || +(dropsAt ?? 0) !== +(row.dropsAt ?? 0)) {
          await tx
            .update(registryDomains)
            .set({ statuses, dropsAt, updatedAt: now })
            .where(eq(registryDomains.id, row.id));
          changed.push(row.name);
        }
        if (nextBoundary && (!nextAt || nextBoundary < nextAt)) nextAt = nextBoundary;
      }
      const [soonest] = await tx
        .select({ at: sql<Date>`min(${registryDomains.expiresAt})` })
        .from(registryDomains)
        .where(gt(registryDomains.expiresAt, now));
      const [deadline] = await tx
        .select({ at: sql<Date>`min(${registryDomains.verificationDeadlineAt})` })
        .from(registryDomains)
        .where(and(eq(registryDomains.verificationStatus, 'pending'), gt(registryDomains.verificationDeadlineAt, now)));
      for (const at of [soonest?.at, deadline?.at]) {
        const d = at ? new Date(at) : null;
        if (d && (!nextAt || d < nextAt)) nextAt = d;
      }
      const verifications = await tx
        .select()
        .from(registryDomains)
        .where(
          and(
            eq(registryDomains.verificationStatus, 'pending'),
            isNotNull(registryDomains.verificationDeadlineAt),
            lte(registryDomains.verificationDeadlineAt, now),
          ),
        );
      // An unverified registrant past the deadline: the registry suspends the name (clientHold).
      for (const row of verifications) {
        await tx
          .update(registryDomains)
          .set({
            verificationStatus: 'failed',
            statuses: [...row.statuses.filter((s) => s !== 'ok'), 'clientHold'],
            updatedAt: now,
          })
          .where(eq(registryDomains.id, row.id));
        changed.push(row.name);
      }
      return { released, changed, nextAt };
    },
  };
}
