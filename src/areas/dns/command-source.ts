// Palette source "DNS zones": a domain by name opens its zone editor, and "add a DNS record to
// <zone>" offers the zone's records, where the "Add record" button is.
import { dnsMeta as dnsOps } from '@/lib/ops-meta/dns';
import type { CommandItem, CommandSource } from '@/components/layout/command-sources';
import { splitVerb } from '@/components/layout/fuzzy-filter';
import { apiRequest } from '@/lib/api-client';
import { displayDomain } from '@/lib/display-domain';
import { formatNumber } from '@/lib/format';

const ADD_WORDS = ['add', 'new', 'create'];
/** Words of "add a DNS record to …" that are not the zone's name. */
const RECORD_WORDS = ['dns', 'record', 'records'];

export const dnsZonesCommandSource: CommandSource = {
  id: 'dns-zones',
  label: 'DNS zones',
  minLength: 2,
  async search(query, signal) {
    const add = splitVerb(query, ADD_WORDS);
    const record = splitVerb(add.rest, RECORD_WORDS);
    const adding = add.asked && record.asked;
    const q = (adding ? record.rest : query.trim()).slice(0, 253);
    // "add a DNS record" alone offers every zone (the first few); otherwise the name picks them.
    if (!q && !adding) return [];
    const page = await apiRequest(dnsOps.listDnsZones, { query: q ? { q, limit: 8 } : { limit: 8 }, signal });
    return page.data.flatMap((z): CommandItem[] => {
      const link = { to: '/dns/$domain', params: { domain: z.domain }, search: { tab: 'records' } } as const;
      const zone: CommandItem = {
        id: `dns-zone:${z.domain}`,
        label: displayDomain(z.domain),
        hint: `DNS zone · ${formatNumber(z.recordCount)} records`,
        link,
      };
      if (!adding) return [zone];
      const addRecord: CommandItem = {
        id: `dns-add-record:${z.domain}`,
        label: `Add a DNS record to ${displayDomain(z.domain)}`,
        hint: 'DNS zone · action',
        link,
      };
      return [addRecord, zone];
    });
  },
};
