// The service catalogue the sandbox sells: plans per family (ranked, so
// upgrades go up), domain registrations and addons, with EUR prices per
// billing cycle in cents. Seeded into service_types / service_type_prices.
type Feature = [key: string, label: string, value: string];
type Prices = Partial<Record<1 | 12 | 24, number>>;

export interface CatalogueEntry {
  code: string;
  type: 'hosting' | 'vps' | 'domain' | 'addon';
  name: string;
  description: string;
  family?: string;
  rank?: number;
  features: Feature[];
  prices: Prices;
  addonFor?: string[];
  unit?: string;
  maxQuantity?: number;
  /** Codes of the plans this one may be upgraded to. */
  upgradesTo?: string[];
}

const hosting = (
  code: string,
  name: string,
  rank: number,
  description: string,
  prices: Prices,
  f: string[],
  upgradesTo: string[],
): CatalogueEntry => ({
  code,
  type: 'hosting',
  name,
  description,
  family: 'shared-hosting',
  rank,
  prices,
  upgradesTo,
  features: [
    ['storage', 'SSD storage', f[0]!],
    ['websites', 'Websites', f[1]!],
    ['mailboxes', 'Mailboxes', f[2]!],
    ['databases', 'Databases', f[3]!],
    ['backups', 'Backups', f[4]!],
  ],
});

const vps = (
  code: string,
  name: string,
  rank: number,
  prices: Prices,
  cpu: number,
  ram: number,
  disk: number,
  upgradesTo: string[],
): CatalogueEntry => ({
  code,
  type: 'vps',
  name,
  description: `${cpu} vCPU, ${ram} GB RAM and ${disk} GB NVMe; resized in place, the IP address stays`,
  family: 'cloud-vps',
  rank,
  prices,
  upgradesTo,
  features: [
    ['vcpus', 'vCPUs', String(cpu)],
    ['memory', 'Memory', `${ram} GB`],
    ['disk', 'NVMe disk', `${disk} GB`],
    ['traffic', 'Traffic', `${cpu * 2} TB / month`],
  ],
});

const tld = (ext: string, cents: number): CatalogueEntry => ({
  code: `domain-${ext}`,
  type: 'domain',
  name: `.${ext} registration`,
  description: `Registration of a .${ext} domain, renewed yearly`,
  prices: { 12: cents },
  features: [
    ['term', 'Term', '1 year'],
    ['dns', 'DNS hosting', 'Included'],
    ['privacy', 'WHOIS privacy', ['se', 'nu', 'fi'].includes(ext) ? 'By the registry' : 'Included'],
  ],
});

export const catalogue: CatalogueEntry[] = [
  hosting(
    'hosting-starter',
    'Starter Hosting',
    1,
    'One site with mail, for a small business or a portfolio',
    { 1: 790, 12: 8388, 24: 15576 },
    ['10 GB', '1', '5', '2', 'Daily, kept 7 days'],
    ['hosting-business', 'hosting-professional'],
  ),
  hosting(
    'hosting-business',
    'Business Hosting',
    2,
    'Room for ten sites, staging and busy mailboxes',
    { 1: 1690, 12: 17880, 24: 33360 },
    ['50 GB', '10', '50', '20', 'Daily, kept 14 days'],
    ['hosting-professional', 'hosting-agency'],
  ),
  hosting(
    'hosting-professional',
    'Professional Hosting',
    3,
    'Unlimited sites on a less crowded server, with more PHP workers',
    { 1: 2990, 12: 32280, 24: 59760 },
    ['150 GB', 'Unlimited', '200', '100', 'Daily, kept 30 days'],
    ['hosting-agency'],
  ),
  hosting(
    'hosting-agency',
    'Agency Hosting',
    4,
    'For agencies hosting their clients: the most storage and workers',
    { 1: 5990, 12: 64680, 24: 119760 },
    ['400 GB', 'Unlimited', 'Unlimited', 'Unlimited', 'Hourly, kept 30 days'],
    [],
  ),
  vps('vps-s', 'Cloud VPS S', 1, { 1: 1190, 12: 13080 }, 1, 2, 40, ['vps-m', 'vps-l']),
  vps('vps-m', 'Cloud VPS M', 2, { 1: 2190, 12: 23880 }, 2, 4, 80, ['vps-l', 'vps-xl']),
  vps('vps-l', 'Cloud VPS L', 3, { 1: 4190, 12: 45480 }, 4, 8, 160, ['vps-xl']),
  vps('vps-xl', 'Cloud VPS XL', 4, { 1: 7990, 12: 88680 }, 8, 16, 320, []),
  // The yearly renewal price of each TLD the registrar sells; the registry seed (domains.ts) takes it from here.
  tld('com', 1500),
  tld('net', 1700),
  tld('org', 1600),
  tld('eu', 900),
  tld('se', 1200),
  tld('nu', 1900),
  tld('fi', 1500),
  tld('io', 4200),
  tld('dev', 1600),
  {
    code: 'addon-storage',
    type: 'addon',
    name: 'Extra storage',
    description: 'More disk space for sites, mail and databases',
    unit: '10 GB',
    maxQuantity: 24,
    addonFor: ['hosting', 'vps'],
    prices: { 1: 200, 12: 2000, 24: 3800 },
    features: [['size', 'Per unit', '10 GB SSD']],
  },
  {
    code: 'addon-ipv4',
    type: 'addon',
    name: 'Extra IPv4 address',
    description: 'A further public IPv4 address routed to the server',
    unit: 'address',
    maxQuantity: 8,
    addonFor: ['vps'],
    prices: { 1: 300, 12: 3000 },
    features: [['ip', 'Per unit', '1 IPv4 address']],
  },
  {
    code: 'addon-wildcard-ssl',
    type: 'addon',
    name: 'Wildcard SSL certificate',
    description: 'An OV wildcard certificate for *.domain, with a warranty',
    unit: 'certificate',
    maxQuantity: 5,
    addonFor: ['hosting'],
    prices: { 1: 590, 12: 5900 },
    features: [['validation', 'Validation', 'Organisation (OV)']],
  },
  {
    code: 'addon-offsite-backup',
    type: 'addon',
    name: 'Offsite backups',
    description: 'Nightly copies to another data centre, kept 90 days',
    unit: 'plan',
    maxQuantity: 1,
    addonFor: ['hosting', 'vps'],
    prices: { 1: 490, 12: 4900, 24: 9400 },
    features: [['retention', 'Retention', '90 days']],
  },
  {
    code: 'addon-mailboxes',
    type: 'addon',
    name: 'Mailbox pack',
    description: 'Ten more mailboxes of 5 GB each',
    unit: '10 mailboxes',
    maxQuantity: 24,
    addonFor: ['hosting'],
    prices: { 1: 150, 12: 1500 },
    features: [['mailboxes', 'Per unit', '10 × 5 GB']],
  },
];
