// The sandbox's DNS as mailauth asks for it. mailauth resolves names the way
// node:dns does (TXT as arrays of strings, MX as {exchange, priority}, a
// missing name an ENOTFOUND error); this adapter answers those questions from
// the simulated resolver, i.e. from the zones hosted here and the short table
// of the known internet, as the primary nameserver serves them right now.
import type { Db, Tx } from '@server/db/client';
import type { Status } from '@server/infra/dns-lookup';
import type { Resolver } from '@server/infra/resolver';
import { stripDot } from './names';
import { chunkTxt, txtStrings } from './rdata';

export type DnsResolve = (name: string, type: string) => Promise<unknown[]>;

export interface MailDns {
  resolve: DnsResolve;
  /**
   * Names the sandbox answered NXDOMAIN for only because they lie outside
   * everything it knows: on the internet they may exist, so a verdict that
   * rests on them is the sandbox's, not necessarily a receiver's.
   */
  guessed: Set<string>;
}

const ERROR_CODES: Record<Exclude<Status, 'NOERROR' | 'NXDOMAIN'>, string> = {
  SERVFAIL: 'ESERVFAIL',
  REFUSED: 'EREFUSED',
  TIMEOUT: 'ETIMEOUT',
};

const dnsError = (code: string, name: string, type: string) =>
  Object.assign(new Error(`${type} ${name}: ${code}`), { code, hostname: name });

/** One answer's presentation form (as dig shows it) in node:dns's shape for its type. */
function shaped(type: string, data: string): unknown {
  if (type === 'TXT') return txtStrings(data);
  if (type === 'MX') {
    const [priority, exchange] = data.trim().split(/\s+/);
    return { priority: Number(priority), exchange: stripDot(exchange ?? '') };
  }
  if (type === 'PTR' || type === 'CNAME' || type === 'NS') return stripDot(data);
  return data.trim();
}

/**
 * `overlay` answers the TXT question of a name with the given texts instead of
 * the zone's (to ask what receivers would decide if a record were published).
 */
export function mailDns(db: Db | Tx, resolver: Resolver, overlay?: Map<string, string[]>): MailDns {
  const guessed = new Set<string>();
  const resolve: DnsResolve = async (name, type) => {
    const fqdn = stripDot(name);
    const replaced = type === 'TXT' ? overlay?.get(fqdn) : undefined;
    if (replaced) return replaced.map(chunkTxt);
    const res = await resolver.query(db, { name: fqdn, type, server: 'authoritative', follow: true });
    if (res.status === 'NXDOMAIN') {
      if (!res.known) guessed.add(fqdn);
      throw dnsError('ENOTFOUND', fqdn, type);
    }
    if (res.status !== 'NOERROR') throw dnsError(ERROR_CODES[res.status], fqdn, type);
    // A CNAME chain comes first in the answers; only the records of the asked type are the answer.
    const answers = res.answers.filter((a) => a.type === type);
    if (answers.length === 0) throw dnsError('ENODATA', fqdn, type);
    return answers.map((a) => shaped(type, a.data));
  };
  return { resolve, guessed };
}

const isVoid = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === 'ENOTFOUND' || code === 'ENODATA';
};

/** The texts of the TXT records at `name` (each record's strings joined); none when the name or the type is absent. */
export async function txtTexts(dns: MailDns, name: string): Promise<string[]> {
  try {
    return ((await dns.resolve(name, 'TXT')) as string[][]).map((strings) => strings.join(''));
  } catch (err) {
    if (isVoid(err)) return [];
    throw err;
  }
}
