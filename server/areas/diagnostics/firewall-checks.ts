// The node firewalls as the diagnostics read them: one address's blocks, and
// for "cannot log in" the blocks that concern the account (the address the
// customer gave, or blocks whose log line names one of its domains).
import { diagnosticsOps } from '@contract/diagnostics';
import type { Deps } from '@server/core/deps';
import { canonicalIp, createFirewall, type BlockRow } from '@server/infra/firewall';
import { sitesOf, type HostingAccount } from '@server/areas/hosting/public';
import ipaddr from 'ipaddr.js';
import { actionFor, fail, fixWith, pass, unknown, type Check } from './check';

export const firewall = createFirewall();

/** The addresses in a free-text description ("I connect from 203.0.113.45"), canonical, in order. */
export function addressesIn(text: string | undefined): string[] {
  if (!text) return [];
  const words = text.split(/[\s,;()[\]<>"']+/).map((w) => w.replace(/[.:]+$/, ''));
  const ips = words.filter(
    (w) => w.length <= 45 && ipaddr.isValid(w) && (w.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(w)),
  );
  return [...new Set(ips.map(canonicalIp))];
}

const whitelistFix = (input: string, ip: string, node: string) =>
  fixWith(
    `Unblock ${ip} on ${node} across its firewalls and allow it`,
    actionFor(diagnosticsOps.whitelistIp, { body: { input, ip, allow: true } }),
  );

const blockLine = (b: BlockRow) =>
  `${b.firewall}${b.service ? ` (${b.service})` : ''}: ${b.reason}${b.logLine ? ` — ${b.logLine}` : ''}`;

/** Is an address the customer named, or one that failed logins to their domains, blocked on their node? */
export async function loginBlockCheck(
  deps: Deps,
  input: string,
  account: HostingAccount,
  detail: string | undefined,
): Promise<Check> {
  const base = { id: 'firewall', label: 'Firewall blocks' };
  const node = account.node.name;
  const now = deps.clock.now();
  const given = addressesIn(detail);
  let blocks: BlockRow[];
  if (given.length) {
    blocks = (await Promise.all(given.map((ip) => firewall.blocksOf(deps.db, node, ip, now)))).flat();
  } else {
    // Addresses whose failed logins named one of the account's domains, with every block they have.
    const domains = (await sitesOf(deps.db, account.service.id)).map((s) => s.domain);
    const all = await firewall.blocksOn(deps.db, node, now);
    const names = (b: BlockRow) => domains.some((d) => (b.logLine ?? '').toLowerCase().includes(d));
    const ips = new Set(all.filter(names).map((b) => b.ip));
    blocks = all.filter((b) => ips.has(b.ip));
  }
  if (blocks.length) {
    const ips = [...new Set(blocks.map((b) => b.ip))];
    return fail(
      {
        ...base,
        detail: `${ips.join(', ')} ${ips.length === 1 ? 'is' : 'are'} blocked on ${node} by ${[...new Set(blocks.map((b) => b.firewall))].join(', ')}: logins from there are refused`,
        evidence: blocks.map((b) => `${b.ip} ${blockLine(b)}`),
      },
      whitelistFix(input, ips[0]!, node),
    );
  }
  if (given.length)
    return pass({
      ...base,
      detail: `${given.join(', ')} is not blocked on ${node}`,
      evidence: given.map((ip) => `${ip}: no block`),
    });
  return unknown({
    ...base,
    detail: `No block on ${node} names this account's domains; give the address you connect from in the description to check it`,
  });
}
