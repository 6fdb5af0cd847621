// The shared `input` (domain, email address, website URL or service id) is
// resolved to the account that owns it; a target of another account is a 403.
import { eq, or } from 'drizzle-orm';
import type { Target } from '@contract/common';
import { domains, services } from '@server/db/schema';
import type { Db } from '@server/db/client';
import { ApiError } from './problem';

type Kind = Target['kind'];

export function classifyInput(raw: string): {
  kind: Kind;
  domain: string | null;
  mailbox: string | null;
  serviceId: number | null;
} {
  const input = raw.trim();
  if (/^\d{1,10}$/.test(input)) return { kind: 'service', domain: null, mailbox: null, serviceId: Number(input) };
  if (/^[^@\s]+@[^@\s]+$/.test(input)) {
    const domain = input.split('@')[1]!.toLowerCase();
    return { kind: 'email', domain, mailbox: input.toLowerCase(), serviceId: null };
  }
  if (/^https?:\/\//i.test(input)) {
    try {
      return { kind: 'url', domain: new URL(input).hostname.toLowerCase(), mailbox: null, serviceId: null };
    } catch {
      throw new ApiError('validation_failed', 'input: not a valid website URL', {
        errors: [{ path: 'input', message: 'Not a valid website URL', code: 'invalid_url' }],
      });
    }
  }
  if (/^(?!-)([a-z0-9-]{1,63}\.)+[a-z]{2,63}\.?$/i.test(input)) {
    return { kind: 'domain', domain: input.toLowerCase().replace(/\.$/, ''), mailbox: null, serviceId: null };
  }
  throw new ApiError(
    'validation_failed',
    'input: give a domain, an email address, a website URL or a numeric service id',
    {
      errors: [
        {
          path: 'input',
          message: 'Give a domain, an email address, a website URL or a numeric service id',
          code: 'invalid_input',
        },
      ],
    },
  );
}

/** Resolve `input` for the acting account; 404 when unknown, 403 when another account owns it. */
export async function resolveInput(db: Db, accountId: number, input: string): Promise<Target> {
  const c = classifyInput(input);
  if (c.kind === 'service') {
    const [svc] = await db.select().from(services).where(eq(services.id, c.serviceId!));
    if (!svc) throw new ApiError('service_not_found', `No service with id ${c.serviceId}`);
    if (svc.accountId !== accountId)
      throw new ApiError('not_owned', `Service ${c.serviceId} belongs to another account`);
    const hosting = svc.type === 'hosting' ? svc : null;
    return {
      input,
      kind: 'service',
      domain: svc.domain,
      mailbox: null,
      serviceId: svc.id,
      domainServiceId: null,
      daUsername: hosting?.daUsername ?? null,
      node: svc.node,
      userId: svc.accountId,
      note: `${svc.type} service "${svc.displayName}"`,
    };
  }
  const name = c.domain!;
  // A URL like https://www.example.com resolves to example.com when www.* is not a domain itself.
  const candidates = c.kind === 'url' && name.startsWith('www.') ? [name, name.slice(4)] : [name];
  const rows = await db
    .select()
    .from(domains)
    .where(or(...candidates.map((n) => eq(domains.name, n))));
  const dom = candidates.map((n) => rows.find((r) => r.name === n)).find(Boolean);
  if (!dom) throw new ApiError('not_found', `The domain ${name} is not on any account here`);
  if (dom.accountId !== accountId)
    throw new ApiError('domain_not_owned', `The domain ${dom.name} belongs to another account`);
  const [hosting] = dom.hostingServiceId
    ? await db.select().from(services).where(eq(services.id, dom.hostingServiceId))
    : [];
  return {
    input,
    kind: c.kind,
    domain: dom.name,
    mailbox: c.mailbox,
    serviceId: hosting?.id ?? null,
    domainServiceId: dom.serviceId,
    daUsername: hosting?.daUsername ?? null,
    node: hosting?.node ?? null,
    userId: dom.accountId,
    note: dom.name !== name ? `resolved ${name} to ${dom.name}` : null,
  };
}
