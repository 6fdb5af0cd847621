// One kind of the account's resources at a time: FTP accounts, certificates
// (with how soon each expires), SSH keys, IP addresses, PHP versions and error
// pages. Rows share one shape; each kind's own columns are in `details`.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { HostingResourceKind, type HostingResource } from '@contract/hosting';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { TabList } from '@/components/ui/tab-list';
import { formatDate, formatDateTime } from '@/lib/format';
import { glossary } from '@/lib/glossary';
import { certificateState } from './certificate-badge';
import { PagedList } from './paged-list';
import { hostingQueries, type ResourceKind } from './queries';

type Resource = z.infer<typeof HostingResource>;

const kindLabel: Record<ResourceKind, string> = {
  ftp_accounts: 'FTP accounts',
  ssl_certificates: 'Certificates',
  ssh_keys: 'SSH keys',
  ip_addresses: 'IP addresses',
  php_versions: 'PHP versions',
  error_pages: 'Error pages',
};
const emptyText: Record<ResourceKind, string> = {
  ftp_accounts: 'No FTP accounts besides the main one (see the connection details).',
  ssl_certificates: 'No certificates.',
  ssh_keys: 'No SSH keys: add one in the control panel to log in without a password.',
  ip_addresses: 'No IP addresses listed.',
  php_versions: 'No PHP versions listed.',
  error_pages: 'No custom error pages: visitors see the server’s own.',
};

export function ResourcesTab({ input }: { input: string }) {
  const [kind, setKind] = useState<ResourceKind>('ftp_accounts');
  return (
    <div className="space-y-3">
      <TabList
        label="Resource kinds"
        tabs={HostingResourceKind.options}
        labels={kindLabel}
        current={kind}
        onSelect={setKind}
        idPrefix="resource-tab-"
        panelId="resource-panel"
        className="-mx-1 flex-wrap"
      />
      <Card role="tabpanel" id="resource-panel" aria-labelledby={`resource-tab-${kind}`}>
        <ResourceList key={kind} input={input} kind={kind} />
      </Card>
    </div>
  );
}

function ResourceList({ input, kind }: { input: string; kind: ResourceKind }) {
  const q = useInfiniteQuery(hostingQueries.resources(input, kind));
  return (
    <PagedList
      query={q}
      label={kindLabel[kind]}
      loading={`Loading ${kindLabel[kind].toLowerCase()}…`}
      empty={emptyText[kind]}
    >
      {(r) => <ResourceRow key={r.id} r={r} />}
    </PagedList>
  );
}

/** A certificate's expiry decides its badge; other kinds show their status. */
function StatusBadge({ r }: { r: Resource }) {
  const expiresAt = r.details.expiresAt;
  if (r.kind === 'ssl_certificates' && typeof expiresAt === 'string') {
    // the words from the date, the colour from the server's status (it counts the days)
    const tone = r.status === 'expired' ? 'danger' : r.status === 'expiring' ? 'warning' : 'success';
    return <Badge tone={tone}>{certificateState(expiresAt).text}</Badge>;
  }
  const { label, tone } = glossary.hostingResource[r.status];
  return <Badge tone={tone}>{label}</Badge>;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ACRONYMS: Record<string, string> = {
  mb: 'MB',
  kb: 'KB',
  dns: 'DNS',
  ip: 'IP',
  php: 'PHP',
  ssh: 'SSH',
  url: 'URL',
};
/** `reverseDns` → "Reverse DNS", `quotaMb` → "Quota MB". */
const words = (key: string) => {
  const text = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((w) => ACRONYMS[w] ?? w)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const value = (v: string | number | boolean | null) =>
  v === null
    ? '—'
    : typeof v === 'boolean'
      ? v
        ? 'yes'
        : 'no'
      : typeof v === 'string' && ISO.test(v)
        ? formatDateTime(v)
        : String(v);

function ResourceRow({ r }: { r: Resource }) {
  const details = Object.entries(r.details);
  return (
    <li className="space-y-1 py-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{r.name}</span>
        <StatusBadge r={r} />
      </p>
      {details.length > 0 && (
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-0.5 text-muted">
          {details.map(([k, v]) => (
            <div key={k} className="contents">
              <dt>{words(k)}</dt>
              {/* e.g. a certificate's lastRenewalError: the reason it may soon lapse */}
              <dd className={k.endsWith('Error') && v ? 'break-all font-medium text-danger' : 'break-all text-fg'}>
                {value(v)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {r.createdAt && <p className="text-xs text-muted">Added {formatDate(r.createdAt)}</p>}
    </li>
  );
}
