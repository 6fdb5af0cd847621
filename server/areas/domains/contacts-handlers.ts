// Contacts at the registry: the four contacts, the held contact update (the
// preview shows each changed field old → new; approval re-checks and applies
// it), the registrant's own details (not a hold; never the holder's identity),
// and registrant email verification with its resend.
import type { Context } from 'hono';
import type { PreviewItem } from '@contract/common';
import { domainsOps } from '@contract/domains';
import type { Tx } from '@server/db/client';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import type { PendingRow } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import { VERIFICATION_DAYS, type ContactFields } from '@server/infra/registry';
import { domainTarget, ownedRegistrarDomain } from './domain-repository';
import {
  changedFields,
  contactFrom,
  fieldsOf,
  previewOf,
  refuseIdentityChange,
  sameContact,
  withDetails,
} from './contact-changes';
import { CONTACT_ROLES, inRoleOrder, presentContact, presentVerification, type ContactRole } from './contact-presenter';
import { atRegistry } from './registry-call';
import { assertUpdatable, registryRecord } from './registry-read';
import { resendRefusal, resendVerification, restartVerification } from './verification';

interface ContactsHold {
  domain: string;
  set: Partial<Record<ContactRole, ContactFields>>;
  // each changed role's contact as it was when the change was asked for: approval applies it only if still so
  expect: Partial<Record<ContactRole, ContactFields | null>>;
}

/** The request body as sent, before the contract dropped the keys it does not know. */
async function sentJson(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const v: unknown = JSON.parse(await c.req.text());
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function contactsByRole(deps: Deps, q: Tx | Deps['db'], registryId: number) {
  const rows = await deps.infra.registry.contacts(q, registryId);
  return Object.fromEntries(rows.map((r) => [r.role, fieldsOf(r)])) as Partial<Record<ContactRole, ContactFields>>;
}

const noRegistrant = (name: string) =>
  new ApiError('conflict', `The registry has no registrant contact for ${name}; contact support`);

async function executeContacts(tx: Tx, action: PendingRow, deps: Deps) {
  const p = action.params as unknown as ContactsHold;
  const now = deps.clock.now();
  const o = await ownedRegistrarDomain(tx, action.accountId, p.domain, true);
  const view = await registryRecord(deps, tx, p.domain, now);
  assertUpdatable(view);
  const current = await contactsByRole(deps, tx, view.row.id);
  const roles = CONTACT_ROLES.filter((r) => p.set[r]);
  for (const role of roles)
    if (!sameContact(current[role] ?? null, p.expect[role] ?? null))
      throw new ApiError(
        'conflict',
        `The ${role} contact of ${p.domain} changed at the registry since this was asked for; ask again to see it as it is now`,
      );
  for (const role of roles)
    await atRegistry(() => deps.infra.registry.setContact(tx, p.domain, role, p.set[role]!, now));
  const email =
    p.set.registrant && p.set.registrant.email !== p.expect.registrant?.email ? p.set.registrant.email : null;
  if (email) await restartVerification(tx, deps, o.domain.accountId, p.domain, email, now);
  return { domain: p.domain, changed: roles, verificationRestarted: email !== null };
}

export default implement(domainsOps, {
  handlers: {
    async getDomainContacts({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(params.domain);
      const o = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      const view = await registryRecord(deps, deps.db, o.domain.name, deps.clock.now());
      const rows = inRoleOrder(await deps.infra.registry.contacts(deps.db, view.row.id));
      return { target: domainTarget(params.domain, o), domain: o.domain.name, contacts: rows.map(presentContact) };
    },

    async getRegistrantVerification({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(params.domain);
      const o = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      const view = await registryRecord(deps, deps.db, o.domain.name, deps.clock.now());
      return { target: domainTarget(params.domain, o), ...presentVerification(view.row) };
    },

    async resendRegistrantVerification({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(params.domain);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        // the domain row lock makes two resends at once one after the other, so only one email goes out
        const o = await ownedRegistrarDomain(tx, cred.accountId, params.domain, true);
        const { row } = await registryRecord(deps, tx, o.domain.name, now);
        const reason = resendRefusal(row, now);
        if (!reason) {
          const registrant = (await contactsByRole(deps, tx, row.id)).registrant;
          const email = row.verificationEmail ?? registrant?.email;
          if (!email) throw noRegistrant(row.name);
          await resendVerification(tx, deps, o.domain.accountId, row, email, now);
        }
        const after = reason ? row : (await registryRecord(deps, tx, o.domain.name, now)).row;
        return {
          target: domainTarget(params.domain, o),
          domain: o.domain.name,
          sent: reason === null,
          reason,
          verification: presentVerification(after),
        };
      });
    },

    async updateDomainRegistrant({ deps, cred, params, body, hono, setAuditTarget }) {
      setAuditTarget(params.domain);
      refuseIdentityChange(await sentJson(hono), '');
      const now = deps.clock.now();
      const done = await deps.db.transaction(async (tx) => {
        const o = await ownedRegistrarDomain(tx, cred.accountId, params.domain, true);
        const view = await registryRecord(deps, tx, o.domain.name, now);
        assertUpdatable(view);
        const contacts = await deps.infra.registry.contacts(tx, view.row.id);
        const current = contacts.find((c) => c.role === 'registrant');
        if (!current) throw noRegistrant(o.domain.name);
        const old = fieldsOf(current);
        const next = withDetails(old, body);
        if (changedFields(old, next).length > 0)
          await atRegistry(() => deps.infra.registry.setContact(tx, o.domain.name, 'registrant', next, now));
        if (next.email !== old.email)
          await restartVerification(tx, deps, o.domain.accountId, o.domain.name, next.email, now);
        const after = await registryRecord(deps, tx, o.domain.name, now);
        return { o, registrant: { ...current, ...next }, row: after.row };
      });
      return {
        target: domainTarget(params.domain, done.o),
        domain: done.o.domain.name,
        registrant: presentContact(done.registrant),
        verification: presentVerification(done.row),
      };
    },
  },

  holds: {
    updateDomainContacts: {
      async prepare({ deps, cred, params, body, hono }) {
        refuseIdentityChange((await sentJson(hono))?.registrant, 'registrant');
        const o = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
        const name = o.domain.name;
        const view = await registryRecord(deps, deps.db, name, deps.clock.now());
        assertUpdatable(view);
        const current = await contactsByRole(deps, deps.db, view.row.id);
        const hold: ContactsHold = { domain: name, set: {}, expect: {} };
        const preview: PreviewItem[] = [{ label: 'Domain', value: name }];
        for (const role of CONTACT_ROLES) {
          const sent = body[role];
          if (!sent) continue;
          const old = current[role] ?? null;
          let next: ContactFields;
          if (role === 'registrant') {
            if (!old) throw noRegistrant(name);
            // a PUT replaces the details: a second address line left out is none
            next = withDetails(old, { ...body.registrant!, line2: body.registrant!.line2 ?? null });
          } else next = contactFrom(body[role]!);
          const items = previewOf(role, old, next);
          if (items.length === 0) continue;
          hold.set[role] = next;
          hold.expect[role] = old;
          preview.push(...items);
        }
        const roles = CONTACT_ROLES.filter((r) => hold.set[r]);
        if (roles.length === 0)
          throw new ApiError(
            'validation_failed',
            'The registry already has these contacts as sent: nothing would change',
            {
              errors: [{ path: '', message: 'Nothing would change', code: 'no_change' }],
            },
          );
        const newEmail = hold.set.registrant && hold.set.registrant.email !== hold.expect.registrant?.email;
        if (newEmail)
          preview.push({
            label: 'Registrant verification',
            value: `Starts again: ${hold.set.registrant!.email} must be confirmed within ${VERIFICATION_DAYS} days, or the registry suspends ${name}`,
          });
        return {
          summary: `Update the ${roles.join(', ')} contact${roles.length > 1 ? 's' : ''} of ${name} at the registry`,
          target: domainTarget(params.domain, o),
          params: hold as unknown as Record<string, unknown>,
          preview,
        };
      },
      execute: executeContacts,
    },
  },
});
