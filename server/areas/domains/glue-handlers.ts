// Glue (host objects) of a registrar domain: the nameservers named under it,
// with their addresses at the registry. Writing and removing one are holds:
// a wrong address takes every name served by that nameserver off the air.
// Approval re-checks against the registry as it is then and writes there in
// the approval's transaction.
import { domainsOps } from '@contract/domains';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import type { PendingRow } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import type { RegistryHostRow } from '@server/infra/registry';
import { ownedRegistrarDomain } from './domain-repository';
import { addressList, checkedGlue, checkedGlueHost } from './glue-rules';
import { atRegistry } from './registry-call';
import { registryDomain, type RegistryDomain } from './registry-domain';
import { assertUpdatable } from './registry-read';

interface SetGlueParams {
  domain: string;
  hostname: string;
  ipv4: string[];
  ipv6: string[];
  /** The addresses at the registry when this was asked for (null: a new host). */
  previous: { ipv4: string[]; ipv6: string[] } | null;
}
interface RemoveGlueParams {
  domain: string;
  hostname: string;
  previous: { ipv4: string[]; ipv6: string[] };
}

const presentHost = (h: RegistryHostRow) => ({ hostname: h.hostname, ipv4: h.ipv4, ipv6: h.ipv6 });

async function hostOf(deps: Deps, q: Db | Tx, d: RegistryDomain, host: string) {
  const h = (await deps.infra.registry.hosts(q, d.view.row.id)).find((x) => x.hostname === host);
  return h ? { ipv4: h.ipv4, ipv6: h.ipv6 } : null;
}

const sameAddresses = (a: { ipv4: string[]; ipv6: string[] } | null, b: { ipv4: string[]; ipv6: string[] } | null) =>
  JSON.stringify(a && { v4: [...a.ipv4].sort(), v6: [...a.ipv6].sort() }) ===
  JSON.stringify(b && { v4: [...b.ipv4].sort(), v6: [...b.ipv6].sort() });

const changedSince = (what: string) =>
  new ApiError('conflict', `${what} since this was asked for; nothing was changed. Ask again to see the current state`);

/** The registry refuses to delete a host object a domain still delegates to (EPP 2305); so do we, before any hold. */
function assertNotInUse(d: RegistryDomain, hostname: string) {
  if (d.view.row.nameservers.includes(hostname))
    throw new ApiError(
      'conflict',
      `${hostname} is a nameserver of ${d.view.row.name}; the registry refuses to remove a host that is in use (EPP 2305, object association prohibits operation). Change the nameservers first (POST /domains/${d.view.row.name}/nameservers)`,
    );
}

async function executeSetGlue(tx: Tx, action: PendingRow, deps: Deps) {
  const p = action.params as unknown as SetGlueParams;
  const d = await registryDomain(deps, tx, action.accountId, p.domain, true);
  assertUpdatable(d.view);
  if (!sameAddresses(await hostOf(deps, tx, d, p.hostname), p.previous))
    throw changedSince(`The glue record ${p.hostname} changed at the registry`);
  await atRegistry(() => deps.infra.registry.setHost(tx, p.domain, p.hostname, p.ipv4, p.ipv6, deps.clock.now()));
  return { domain: p.domain, hostname: p.hostname, ipv4: p.ipv4, ipv6: p.ipv6, created: p.previous === null };
}

async function executeRemoveGlue(tx: Tx, action: PendingRow, deps: Deps) {
  const p = action.params as unknown as RemoveGlueParams;
  const d = await registryDomain(deps, tx, action.accountId, p.domain, true);
  assertUpdatable(d.view);
  const now = await hostOf(deps, tx, d, p.hostname);
  if (!now) throw changedSince(`The glue record ${p.hostname} was removed at the registry`);
  // The registry itself refuses a host in use; its reason becomes the 409.
  const removed = await atRegistry(() => deps.infra.registry.removeHost(tx, p.domain, p.hostname, deps.clock.now()));
  return { domain: p.domain, hostname: p.hostname, removed };
}

export default implement(domainsOps, {
  handlers: {
    async getDomainGlue({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`domain ${params.domain}`);
      const d = await registryDomain(deps, deps.db, cred.accountId, params.domain);
      const hosts = await deps.infra.registry.hosts(deps.db, d.view.row.id);
      return { target: d.target, domain: params.domain, hosts: hosts.map(presentHost) };
    },
  },
  holds: {
    setDomainGlue: {
      async prepare({ deps, cred, params, body, setAuditTarget }) {
        setAuditTarget(`domain ${params.domain}`);
        const name = params.domain;
        // What is wrong with the request is said before the registry is asked (ownership first).
        await ownedRegistrarDomain(deps.db, cred.accountId, name);
        const glue = checkedGlue(name, body);
        const d = await registryDomain(deps, deps.db, cred.accountId, name);
        assertUpdatable(d.view);
        const previous = await hostOf(deps, deps.db, d, glue.hostname);
        if (sameAddresses(previous, glue))
          throw new ApiError('conflict', `${glue.hostname} already has exactly these addresses at the registry`);
        const inUse = d.view.row.nameservers.includes(glue.hostname);
        return {
          summary: `${previous ? 'Change' : 'Create'} the glue record ${glue.hostname} of ${name}`,
          target: d.target,
          params: { domain: name, ...glue, previous } satisfies SetGlueParams,
          preview: [
            { label: 'Domain', value: name },
            { label: 'Glue host', value: glue.hostname },
            { label: 'Current addresses', value: previous ? addressList(previous) : 'none (a new glue record)' },
            { label: 'New addresses', value: addressList(glue) },
            {
              label: 'What happens',
              value: inUse
                ? `The registry publishes the new addresses at once; ${glue.hostname} is a nameserver of ${name}, so resolvers follow them as the old ones expire from their caches`
                : `The registry publishes the addresses at once; ${glue.hostname} can then be used as a nameserver`,
            },
          ],
        };
      },
      execute: executeSetGlue,
    },
    deleteDomainGlue: {
      async prepare({ deps, cred, params, query, setAuditTarget }) {
        setAuditTarget(`domain ${params.domain}`);
        const name = params.domain;
        await ownedRegistrarDomain(deps.db, cred.accountId, name);
        const hostname = checkedGlueHost(name, query.hostname);
        const d = await registryDomain(deps, deps.db, cred.accountId, name);
        assertUpdatable(d.view);
        const previous = await hostOf(deps, deps.db, d, hostname);
        if (!previous)
          throw new ApiError(
            'not_found',
            `${name} has no glue record ${hostname}; GET /domains/${name}/glue lists the ones it has`,
          );
        assertNotInUse(d, hostname);
        return {
          summary: `Remove the glue record ${hostname} of ${name}`,
          target: d.target,
          params: { domain: name, hostname, previous } satisfies RemoveGlueParams,
          preview: [
            { label: 'Domain', value: name },
            { label: 'Glue host', value: hostname },
            { label: 'Addresses removed', value: addressList(previous) },
            {
              label: 'What happens',
              value: `The registry deletes the host; ${hostname} can no longer be used as a nameserver until it is created again`,
            },
          ],
        };
      },
      execute: executeRemoveGlue,
    },
  },
});
