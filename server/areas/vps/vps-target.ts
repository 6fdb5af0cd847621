// Which server an `input` names, for the acting account: a numeric service id
// (of a VPS service) or the server's hostname. Another account's server is a
// 403 `not_owned`; a domain of another account `domain_not_owned`; anything
// that names no server here a 404 `not_found`.
import type { Target } from '@contract/common';
import { classifyInput } from '@server/core/admission/resolve-input';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { vpsByHostname, vpsByService, type VpsRecord } from './vps-repository';

interface Asker {
  deps: { db: Db };
  cred: { accountId: number };
  resolve(input: string): Promise<Target>;
  setAuditTarget(t: string): void;
}

export interface OwnedVps extends VpsRecord {
  target: Target;
}

export async function ownedVps(c: Asker, input: string): Promise<OwnedVps> {
  const kind = classifyInput(input);
  let rec: VpsRecord | undefined;
  if (kind.kind === 'service') {
    // The shared resolver answers another account's service (403); an unknown id is this area's `not_found`.
    const t = await c.resolve(input).catch((e: unknown) => {
      if (e instanceof ApiError && e.code === 'service_not_found')
        throw new ApiError('not_found', `No service with id ${kind.serviceId}`);
      throw e;
    });
    rec = await vpsByService(c.deps.db, t.serviceId!);
    if (!rec) throw new ApiError('not_found', `Service ${t.serviceId} is not a virtual server`);
  } else if (kind.kind !== 'email' && kind.domain) {
    rec = await vpsByHostname(c.deps.db, kind.domain);
    if (!rec) {
      // Not a server's hostname: a domain of another account is still a 403, an own domain names no server.
      await c.resolve(input);
      throw new ApiError('not_found', `No virtual server is named ${kind.domain}; give its hostname or service id`);
    }
    if (rec.vps.accountId !== c.cred.accountId)
      throw new ApiError('not_owned', `The virtual server ${rec.vps.hostname} belongs to another account`);
  }
  if (!rec) {
    await c.resolve(input);
    throw new ApiError('not_found', 'An email address names no virtual server; give its hostname or service id');
  }
  c.setAuditTarget(`vps ${rec.vps.hostname}`);
  return { ...rec, target: targetOf(input, rec) };
}

export function targetOf(input: string, r: VpsRecord): Target {
  return {
    input,
    kind: 'service',
    domain: r.vps.hostname,
    mailbox: null,
    serviceId: r.service.id,
    domainServiceId: null,
    daUsername: null,
    node: r.service.node,
    userId: r.vps.accountId,
    note: `vps service "${r.service.displayName}"`,
  };
}

/** The server a held action names, read again on approval (it may have gone since). */
export async function vpsOnApproval(tx: Tx, accountId: number, serviceId: number): Promise<VpsRecord> {
  const rec = await vpsByService(tx, serviceId);
  if (!rec || rec.vps.accountId !== accountId)
    throw new ApiError('not_found', `The virtual server of service ${serviceId} is no longer on this account`);
  return rec;
}
