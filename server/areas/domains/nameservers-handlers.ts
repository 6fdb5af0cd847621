// The delegation of a registrar domain: changing its nameservers, or moving it
// to the service's own (with a DNS zone opened here when none is). Both are
// holds; approval re-checks against the registry as it is then, and changes
// the registry and our `domains` row in the approval's transaction.
import { eq } from 'drizzle-orm';
import { domainsOps } from '@contract/domains';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import type { PendingRow } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { PROVIDER_NAMESERVERS } from '@server/infra/registry';
import { createZone, readZone } from '@server/areas/dns/public';
import { ownedRegistrarDomain, registrarSettings } from './domain-repository';
import { disableAutoDnssec } from './dnssec-auto';
import { assertGlueFor, assertNotApex, dnssecWarnings, nsList, sameNameservers } from './nameserver-rules';
import { usesProviderNameservers } from './provision';
import { atRegistry } from './registry-call';
import { registryDomain, type RegistryDomain } from './registry-domain';
import { assertUpdatable } from './registry-read';

interface ChangeParams {
  domain: string;
  from: string[];
  to: string[];
}
interface UseProviderParams {
  domain: string;
  from: string[];
  createZone: boolean;
}

/** Approval runs against the delegation the preview showed, or not at all. */
function assertUnchanged(d: RegistryDomain, from: string[]) {
  if (!sameNameservers(d.view.row.nameservers, from))
    throw new ApiError(
      'conflict',
      `The nameservers of ${d.view.row.name} changed at the registry since this was asked for (now ${nsList(d.view.row.nameservers)}); nothing was changed. Ask again`,
    );
}

async function delegate(deps: Deps, tx: Tx, d: RegistryDomain, nameservers: string[]) {
  await atRegistry(() => deps.infra.registry.setNameservers(tx, d.view.row.name, nameservers, deps.clock.now()));
  await tx.update(domains).set({ nameservers }).where(eq(domains.id, d.owned.domain.id));
}

async function executeChange(tx: Tx, action: PendingRow, deps: Deps) {
  const p = action.params as unknown as ChangeParams;
  const d = await registryDomain(deps, tx, action.accountId, p.domain, true);
  assertUpdatable(d.view);
  assertUnchanged(d, p.from);
  assertGlueFor(p.domain, p.to, await deps.infra.registry.hosts(tx, d.view.row.id));
  // Leaving the service's nameservers with automatic DNSSEC on: its DS would point at a key the
  // new servers do not have, and validating resolvers would reject the name. Withdraw it first.
  const auto = (await registrarSettings(tx, d.owned.domain.id)).dnssecAuto && !usesProviderNameservers(p.to);
  const dsWithdrawn = auto ? await disableAutoDnssec(deps, tx, d) : 0;
  await delegate(deps, tx, d, p.to);
  return { domain: p.domain, previous: p.from, nameservers: p.to, dnssecAutoDisabled: auto, dsWithdrawn };
}

async function executeUseProvider(tx: Tx, action: PendingRow, deps: Deps) {
  const p = action.params as unknown as UseProviderParams;
  const d = await registryDomain(deps, tx, action.accountId, p.domain, true);
  assertUpdatable(d.view);
  assertUnchanged(d, p.from);
  const now = deps.clock.now();
  const zoneCreated = !(await readZone(tx, p.domain));
  if (zoneCreated) await createZone(tx, { accountId: action.accountId, domain: p.domain, node: d.target.node, now });
  await delegate(deps, tx, d, [...PROVIDER_NAMESERVERS]);
  return { domain: p.domain, previous: p.from, nameservers: [...PROVIDER_NAMESERVERS], zoneCreated };
}

export default implement(domainsOps, {
  holds: {
    changeDomainNameservers: {
      async prepare({ deps, cred, params, body, setAuditTarget }) {
        setAuditTarget(`domain ${params.domain}`);
        const name = params.domain;
        const to = body.nameservers;
        // What is wrong with the request is said before the registry is asked (ownership first).
        await ownedRegistrarDomain(deps.db, cred.accountId, name);
        assertNotApex(name, to);
        const d = await registryDomain(deps, deps.db, cred.accountId, name);
        assertUpdatable(d.view);
        const from = d.view.row.nameservers;
        if (sameNameservers(from, to))
          throw new ApiError('conflict', `${name} is already delegated to ${nsList(to)}; there is nothing to change`);
        assertGlueFor(name, to, await deps.infra.registry.hosts(deps.db, d.view.row.id));
        const warnings = dnssecWarnings(name, from, to, {
          autoManaged: (await registrarSettings(deps.db, d.owned.domain.id)).dnssecAuto,
          ds: await deps.infra.registry.dsRecords(deps.db, d.view.row.id),
        });
        if (usesProviderNameservers(to) && !(await readZone(deps.db, name)))
          warnings.push({
            label: 'Warning: no DNS zone here',
            value: `No DNS zone for ${name} is hosted here, so the service's nameservers will not answer for it; POST /domains/${name}/nameservers/actions/use-provider opens one with the defaults`,
          });
        return {
          summary: `Change the nameservers of ${name}`,
          target: d.target,
          params: { domain: name, from, to } satisfies ChangeParams,
          preview: [
            { label: 'Domain', value: name },
            { label: 'Current nameservers', value: nsList(from) },
            { label: 'New nameservers', value: nsList(to) },
            ...warnings,
            {
              label: 'What happens',
              value:
                'The registry delegates the domain to the new nameservers at once; resolvers follow as the old delegation expires from their caches (up to two days)',
            },
          ],
        };
      },
      execute: executeChange,
    },
    useProviderNameservers: {
      async prepare({ deps, cred, params, setAuditTarget }) {
        setAuditTarget(`domain ${params.domain}`);
        const name = params.domain;
        const d = await registryDomain(deps, deps.db, cred.accountId, name);
        assertUpdatable(d.view);
        const from = d.view.row.nameservers;
        if (usesProviderNameservers(from))
          throw new ApiError('conflict', `${name} already uses the service's nameservers (${nsList(from)})`);
        const zone = await readZone(deps.db, name);
        const ds = await deps.infra.registry.dsRecords(deps.db, d.view.row.id);
        return {
          summary: `Move ${name} to the service's nameservers`,
          target: d.target,
          params: { domain: name, from, createZone: !zone } satisfies UseProviderParams,
          preview: [
            { label: 'Domain', value: name },
            { label: 'Current nameservers', value: nsList(from) },
            { label: 'New nameservers', value: nsList(PROVIDER_NAMESERVERS) },
            {
              label: 'DNS zone',
              value: zone
                ? `The zone hosted here (${zone.records.length} records) answers for ${name}`
                : `No zone for ${name} is hosted here: one is created with the default records (SOA, NS, web and mail)`,
            },
            ...(ds.length
              ? [
                  {
                    label: 'Warning: DS records',
                    value: `The registry publishes ${ds.length} DS record${ds.length === 1 ? '' : 's'} (key tag ${ds.map((r) => r.keyTag).join(', ')}) for keys the service's nameservers do not sign with; validating resolvers will reject ${name} until ${ds.length === 1 ? 'it is' : 'they are'} removed (POST /domains/${name}/dnssec, action remove). Then PUT /domains/${name}/dnssec/auto signs the zone here`,
                  },
                ]
              : []),
            {
              label: 'What happens',
              value:
                "The registry delegates the domain to the service's nameservers at once; resolvers follow as the old delegation expires from their caches (up to two days)",
            },
          ],
        };
      },
      execute: executeUseProvider,
    },
  },
});
