// What the DNS area offers other areas (and the seed), the only module of it
// they may import (dependency-cruiser enforces it). They read a hosted zone and
// change its records only through the zone writer, so a record the email
// area publishes gets the same checks, the same SOA serial rule and the same
// propagation as an edit made in the DNS area.
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import { stripDot } from './names';
import { chunkTxt, isNullMx, txtText, txtValue, type RecordRow } from './rdata';
import { storedOrFail } from './record-input';
import { applyChanges } from './zone-writer';
import { zoneByDomain, zoneRecords } from './zone-repository';

/** The one serial rule every zone change follows. */
export { nextSerial } from './zone-writer';
/** What a new zone holds (SOA, our NS, web and mail records): the seed builds its demo zones from it. */
export { defaultRecords } from './defaults';
/** The web address new zones are given for a hosting node (the diagnostics accept it as the node's). */
export { webAddress } from './defaults';
/** Opening a zone for a domain another area brings here, named in ASCII form whatever form it was given in. */
export { createZone } from './zone-create';
/** The zone's signed flag, for the registrar's automatic DNSSEC. */
export { setZoneSigned } from './zone-signing';
/**
 * Mail authentication as receivers evaluate it: mailauth asking the sandbox's
 * DNS (so a record in a zone here counts as soon as the zone has it).
 */
export { mailDns, txtTexts } from './mail-dns';
export { isSettled, isSpfText, OUTBOUND, spfVerdicts, STRANGER_IP, type SpfVerdict, type SpfVerdicts } from './spf';
export { dmarcRecords, dmarcResult, type DmarcPolicy, type DmarcRecord } from './dmarc';
export { readDkimKey, type DkimKey } from './dkim-key';

export type ZoneRecord = RecordRow;
export interface HostedZone {
  id: number;
  domain: string;
  serial: number;
  /** Whether the zone is signed (DNSSEC). */
  dnssec: boolean;
  /** In listing order; names are relative ('@' for the apex) and lower case. */
  records: ZoneRecord[];
}

/** The zone hosted here for exactly `domain`, with its records; null when the domain's DNS is elsewhere. */
export async function readZone(db: Db | Tx, domain: string): Promise<HostedZone | null> {
  const zone = await zoneByDomain(db, domain);
  if (!zone) return null;
  return {
    id: zone.id,
    domain: zone.domain,
    serial: zone.serial,
    dnssec: zone.dnssec,
    records: await zoneRecords(db, zone.id),
  };
}

/** The text of a stored TXT value: its character-strings joined. */
/** Its strings' bytes joined before decoding, so a character split across two strings reads whole. */
export const txtRecordText = (value: string) => txtText(value);

/** The stored (zone-file) form of a TXT text: quoted, split into 255-character strings (RFC 1035). */
export const txtRecordValue = (text: string) => txtValue(chunkTxt(text));

const at = (zone: HostedZone, name: string, type?: string) =>
  zone.records.filter((r) => r.name.toLowerCase() === name && (type === undefined || r.type === type));

/** Whether the zone has any record at the relative `name`. */
export const hasName = (zone: HostedZone, name: string) => at(zone, name).length > 0;

/** The texts of the TXT records at the relative `name` ('@' for the apex). */
export const txtAt = (zone: HostedZone, name: string) => at(zone, name, 'TXT').map((r) => txtRecordText(r.value));

/** The apex mail exchangers, by priority then host. */
export const apexMx = (zone: HostedZone) =>
  at(zone, '@', 'MX')
    // A null MX (RFC 7505) is the absence of a mail exchanger, not one named "".
    .filter((r) => !isNullMx(r))
    .map((r) => ({ host: stripDot(r.value.trim().split(/\s+/).pop()!), priority: r.priority ?? 0 }))
    .sort((a, b) => a.priority - b.priority || a.host.localeCompare(b.host));

/**
 * Make `text` the only TXT record at the relative `name`, through the zone
 * writer, inside the caller's transaction: a new serial by `nextSerial`, the
 * SOA rewritten, and the resolvers told, exactly as for any other change.
 */
export async function replaceTxt(
  deps: Deps,
  tx: Tx,
  zone: HostedZone,
  name: string,
  text: string,
): Promise<{ serial: number }> {
  const rec = storedOrFail({ type: 'TXT', name, ttl: 3600, value: text }, zone.domain, 'record');
  const done = await applyChanges(
    deps,
    zone,
    {
      creates: [{ rec, path: 'record', label: `${rec.name} TXT` }],
      updates: [],
      deletes: at(zone, rec.name, 'TXT').map((r) => ({
        id: r.id,
        path: 'record',
        label: `${r.name} TXT (id ${r.id})`,
      })),
    },
    { tx },
  );
  return { serial: done.serial };
}

/**
 * Point `name` (relative) of the zone hosted here for `domain` at a web server: an A record (and an
 * AAAA one when it has IPv6), through the zone writer like any change. Nothing is written when DNS
 * for the domain is elsewhere or the name has records already (the customer's own stay as they are).
 */
export async function publishHostAddresses(
  deps: Deps,
  tx: Tx,
  domain: string,
  name: string,
  ipv4: string,
  ipv6: string | null,
): Promise<{ published: boolean }> {
  const zone = await readZone(tx, domain);
  if (!zone || hasName(zone, name)) return { published: false };
  const addresses: { type: 'A' | 'AAAA'; value: string }[] = [
    { type: 'A', value: ipv4 },
    ...(ipv6 ? [{ type: 'AAAA' as const, value: ipv6 }] : []),
  ];
  const creates = addresses.map((r) => {
    const rec = storedOrFail({ type: r.type, name, ttl: 3600, value: r.value }, zone.domain, 'record');
    return { rec, path: 'record', label: `${rec.name} ${r.type}` };
  });
  await applyChanges(deps, zone, { creates, updates: [], deletes: [] }, { tx });
  return { published: true };
}
