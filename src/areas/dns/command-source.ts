// Palette source "DNS zones": a domain by name opens its zone editor.
import { dnsOps } from '@contract/dns';
import type { CommandSource } from '@/components/layout/command-sources';
import { apiRequest } from '@/lib/api-client';
import { displayDomain } from '@/lib/display-domain';
import { formatNumber } from '@/lib/format';

export const dnsZonesCommandSource: CommandSource = {
  id: 'dns-zones',
  label: 'DNS zones',
  minLength: 2,
  async search(query, signal) {
    const page = await apiRequest(dnsOps.listDnsZones, { query: { q: query.trim().slice(0, 253), limit: 8 }, signal });
    return page.data.map((z) => ({
      id: `dns-zone:${z.domain}`,
      label: displayDomain(z.domain),
      hint: `DNS zone · ${formatNumber(z.recordCount)} records`,
      link: { to: '/dns/$domain', params: { domain: z.domain }, search: { tab: 'records' } },
    }));
  },
};
