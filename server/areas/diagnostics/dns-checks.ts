// DNS health of a domain: is the zone hosted here, does the registry (or, for a
// name registered elsewhere, the public resolvers) send the internet to our
// nameservers, is the SOA served with the zone's serial by both nameservers,
// and do the records the account's services need (web address, MX) exist.
import { dnsOps } from '@contract/dns';
import { apexMx, readZone, type HostedZone } from '@server/areas/dns/public';
import type { Deps } from '@server/core/deps';
import { RegistryUnavailable } from '@server/infra/registry';
import { actionFor, fail, fixWith, pass, unknown, warn, type Check } from './check';
import { ownMxFix } from './email-checks';
import type { NodeAddresses } from './node-addresses';

const bare = (h: string) => h.replace(/\.$/, '').toLowerCase();
const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Where the internet is sent for `domain`: the registry's delegation, else what public resolvers answer. */
async function delegation(deps: Deps, domain: string): Promise<{ ns: string[]; source: string } | null> {
  try {
    const view = await deps.infra.registry.info(deps.db, domain, deps.clock.now());
    if (view) return { ns: view.row.nameservers.map(bare), source: `registry (${view.row.registrar})` };
  } catch (e) {
    if (!(e instanceof RegistryUnavailable)) throw e;
  }
  const r = await deps.infra.resolver.query(deps.db, { name: domain, type: 'NS', server: 'cloudflare' });
  if (!r.known || r.status !== 'NOERROR') return null;
  return { ns: r.answers.filter((a) => a.type === 'NS').map((a) => bare(a.data)), source: 'public resolver 1.1.1.1' };
}

export interface DnsFacts {
  zone: HostedZone | null;
  expected: string[];
  delegated: string[];
}

function delegationCheck(expected: string[], found: { ns: string[]; source: string } | null, hosted: boolean): Check {
  const base = { id: 'delegation', label: 'Delegation' };
  if (!found)
    return unknown({
      ...base,
      detail: 'The registry of this name does not say where it is delegated, and no resolver knows it',
    });
  const evidence = [`${found.source}: ${found.ns.join(', ') || 'no nameservers'}`];
  if (!hosted)
    return pass({ ...base, detail: `DNS is served by ${found.ns.join(', ')}, outside this service`, evidence });
  if (sameSet(found.ns, expected))
    return pass({ ...base, detail: `The name is delegated to ${expected.join(' and ')}`, evidence });
  const some = found.ns.some((n) => expected.includes(n));
  return (some ? warn : fail)(
    {
      ...base,
      detail: some
        ? `Only some nameservers are ours (${found.ns.join(', ')}): some resolvers ask servers without this zone`
        : `The name is delegated to ${found.ns.join(', ') || 'no nameservers'}, not to ours: the records here are not seen on the internet`,
      evidence,
    },
    fixWith(`Set the domain's nameservers at its registrar to ${expected.join(' and ')}`),
  );
}

async function soaCheck(deps: Deps, zone: HostedZone): Promise<Check> {
  const base = { id: 'soa', label: 'SOA and serials' };
  const soa = zone.records.find((r) => r.type === 'SOA');
  if (!soa)
    return fail(
      { ...base, detail: 'The zone has no SOA record: nameservers cannot serve it' },
      fixWith('Reset the zone to restore its SOA record'),
    );
  const serials = await deps.infra.resolver.nameserverSerials(deps.db, zone.id, zone.serial);
  const evidence = [`SOA ${soa.value}`, ...Object.entries(serials).map(([ns, s]) => `${ns} serves serial ${s}`)];
  const behind = Object.entries(serials).filter(([, s]) => s !== zone.serial);
  return behind.length
    ? warn({
        ...base,
        detail: `${behind.map(([ns]) => ns).join(', ')} still serves an older serial; it transfers ${zone.serial} within seconds`,
        evidence,
      })
    : pass({ ...base, detail: `Both nameservers serve serial ${zone.serial}`, evidence });
}

/** The apex address a hosted site needs: its web node's, looked up as the nameserver answers it. */
async function webRecordCheck(deps: Deps, zone: HostedZone, node: NodeAddresses | null): Promise<Check> {
  const base = { id: 'web_records', label: 'Web address records' };
  if (!node)
    return pass({ ...base, detail: `${zone.domain} is not served by a hosting account, so it needs no web record` });
  const r = await deps.infra.resolver.query(deps.db, { name: zone.domain, type: 'A', server: 'authoritative' });
  const ips = r.answers.filter((a) => a.type === 'A').map((a) => a.data);
  const evidence = [
    `${zone.domain} A → ${ips.join(', ') || r.status}`,
    `${node.name} answers on ${node.all.join(', ')}`,
  ];
  if (ips.some((ip) => node.all.includes(ip)))
    return pass({ ...base, detail: `${zone.domain} points at its hosting node ${node.name}`, evidence });
  if (!ips.length)
    return fail(
      { ...base, detail: `${zone.domain} has no A record: the website does not resolve`, evidence },
      fixWith(
        `Add the A record @ → ${node.ipv4}`,
        actionFor(dnsOps.createDnsRecord, {
          body: { input: zone.domain, record: { type: 'A', name: '@', ttl: 3600, value: node.ipv4 } },
        }),
      ),
    );
  return warn(
    { ...base, detail: `${zone.domain} points at ${ips.join(', ')}, not at its hosting node ${node.name}`, evidence },
    fixWith(`Change the apex A record to ${node.ipv4} (unless a proxy or CDN in front is intended)`),
  );
}

function mxRecordCheck(zone: HostedZone, mailHostedHere: boolean): Check {
  const base = { id: 'mx_records', label: 'Mail records' };
  const mx = apexMx(zone);
  const evidence = mx.map((m) => `MX ${m.priority} ${m.host}`);
  if (!mailHostedHere) return pass({ ...base, detail: 'No mail is hosted here, so no MX is required', evidence });
  const ours = mx.filter((m) => m.host.endsWith('.panel-mail.net'));
  if (ours.length && ours.length === mx.length)
    return pass({ ...base, detail: "The MX records name this service's mail exchangers", evidence });
  return fail(
    {
      ...base,
      detail: mx.length
        ? `Mail is hosted here, but the MX records name ${mx.map((m) => m.host).join(', ')}`
        : 'Mail is hosted here, but the zone has no MX record',
      evidence,
    },
    ownMxFix(zone.domain),
  );
}

export async function dnsChecks(
  deps: Deps,
  domain: string,
  o: { node: NodeAddresses | null; mailHostedHere: boolean },
): Promise<{ checks: Check[]; facts: DnsFacts }> {
  const [zone, found] = await Promise.all([readZone(deps.db, domain), delegation(deps, domain)]);
  const expected = deps.infra.resolver.nameservers.map((n) => n.host);
  const facts = { zone, expected: zone ? expected : [], delegated: found?.ns ?? [] };
  if (!zone)
    return {
      facts,
      checks: [
        unknown({
          id: 'zone',
          label: 'DNS zone',
          detail: `The DNS zone of ${domain} is not hosted here: its records are managed at its DNS provider`,
        }),
        delegationCheck(expected, found, false),
      ],
    };
  const checks = await Promise.all([
    pass({
      id: 'zone',
      label: 'DNS zone',
      detail: `The zone is hosted here (serial ${zone.serial}, ${zone.records.length} records)`,
    }),
    delegationCheck(expected, found, true),
    soaCheck(deps, zone),
    webRecordCheck(deps, zone, o.node),
    mxRecordCheck(zone, o.mailHostedHere),
  ]);
  return { checks, facts };
}
