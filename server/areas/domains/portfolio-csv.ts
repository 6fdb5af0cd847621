// The domains export's columns (ADR 035): what the Domains screen shows, in a spreadsheet's terms. The
// name as the screen shows it (Unicode, a look-alike kept in ASCII form) and as stored (ASCII), dates
// as ISO 8601 UTC, the renewal price as a plain decimal with its currency beside it.
import type { z } from 'zod';
import { displayDomainName } from '@contract/domain-scripts';
import type { RegistrarDomain } from '@contract/domains-schemas';
import type { CsvColumn } from '@server/core/csv-export';

type Domain = z.input<typeof RegistrarDomain>;

const yesNo = (b: boolean | null) => (b === null ? '' : b ? 'yes' : 'no');

export const domainCsvColumns: CsvColumn<Domain>[] = [
  { header: 'Domain', value: (d) => displayDomainName(d.domain) },
  { header: 'Domain (ASCII)', value: (d) => d.domain },
  { header: 'Status', value: (d) => d.status },
  { header: 'Registered', value: (d) => d.registeredAt },
  { header: 'Expires', value: (d) => d.expiresAt },
  { header: 'Auto-renew', value: (d) => yesNo(d.autoRenew) },
  // empty where the TLD has no transfer lock
  { header: 'Transfer lock', value: (d) => yesNo(d.transferLock) },
  { header: 'Nameservers', value: (d) => d.nameservers.join(' ') },
  { header: 'DNSSEC', value: (d) => yesNo(d.dnssec) },
  { header: 'Renewal price', value: (d) => d.renewalPrice?.amount.toFixed(2) },
  { header: 'Currency', value: (d) => d.renewalPrice?.currency },
];
