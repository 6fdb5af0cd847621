// DNSSEC at the registry: its state, the DS records (with their algorithm and
// digest type by name, the digest shortened with the whole value to copy), a
// form to add one, removal after a warning, and automatic management (which
// needs our nameservers, since only then do we sign the zone).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import type { DnssecState, DsRecord } from '@contract/domains-registry';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { glossary } from '@/lib/glossary';
import { algorithmName, digestTypeName, shortDigest } from './domain-format';
import { DsRecordForm } from './ds-record-form';
import { useDeleteDsRecord, useSetDnssecAuto } from './mutations';
import { domainsQueries } from './queries';
import { RegistryProblem } from './registry-problem';

type Detail = z.infer<typeof RegistrarDomainDetail>;
type State = z.infer<typeof DnssecState>;
type Ds = z.infer<typeof DsRecord>;

export function DnssecTab({ detail }: { detail: Detail }) {
  const domain = detail.domain;
  const q = useQuery(domainsQueries.dnssec(domain));
  if (q.isPending)
    return (
      <Card>
        <span role="status" className="sr-only">
          Loading DNSSEC…
        </span>
        <Skeleton lines={4} />
      </Card>
    );
  if (q.isError) return <RegistryProblem domain={domain} error={q.error} onRetry={() => void q.refetch()} />;
  const s = q.data;
  const words = glossary.dnssecRegistry[s.registryStatus];
  return (
    <div className="space-y-4">
      <Card aria-labelledby="dnssec-title" className="space-y-3">
        <CardTitle>
          <span id="dnssec-title">DNSSEC state</span>
        </CardTitle>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={words.tone}>{words.label}</Badge>
          {s.updatedAt && <span className="text-muted">Changed {formatDateTime(s.updatedAt)}</span>}
        </p>
        <p className="text-sm text-muted">
          The registry publishes DS records so resolvers can check that answers for the domain really come from its DNS.
          A DS record that does not match the zone&apos;s key makes the domain fail to resolve for every validating
          resolver, so add only records your DNS host gives you.
        </p>
        <AutoManagement detail={detail} state={s} />
      </Card>
      <DsTable domain={domain} records={s.dsRecords} />
      <DsRecordForm domain={domain} />
    </div>
  );
}

function AutoManagement({ detail, state }: { detail: Detail; state: State }) {
  const set = useSetDnssecAuto(detail.domain);
  const on = state.autoManaged;
  return (
    <div className="space-y-2 border-t border-line pt-3">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          checked={on}
          disabled={set.isPending || (!on && !detail.usesProviderNameservers)}
          onChange={(e) => set.mutate(e.target.checked)}
          aria-describedby="dnssec-auto-hint"
        />
        <span>
          <span className="font-medium">Let us manage DNSSEC</span>
          <span id="dnssec-auto-hint" className="block text-muted">
            We sign the zone and publish its DS records ourselves, and replace them when the key rolls over. This needs
            the domain on our nameservers, since only then do we serve (and can sign) its zone.
            {!detail.usesProviderNameservers && ' It uses other nameservers now: switch on the Nameservers tab first.'}
          </span>
        </span>
      </label>
      <p role="status" className="text-sm text-muted">
        {set.isSuccess ? (on ? 'Automatic management is on.' : 'Automatic management is off.') : ''}
      </p>
      {set.isError && <RegistryProblem domain={detail.domain} error={set.error} onRetry={() => set.mutate(!on)} />}
    </div>
  );
}

function DsTable({ domain, records }: { domain: string; records: Ds[] }) {
  const [removing, setRemoving] = useState<Ds | null>(null);
  const remove = useDeleteDsRecord(domain);
  const note = remove.data;
  return (
    <Card aria-labelledby="ds-title">
      <CardTitle>
        <span id="ds-title">DS records</span>
      </CardTitle>
      {records.length === 0 ? (
        <p className="text-sm text-muted">No DS records: the domain is not signed at the registry.</p>
      ) : (
        <table className="w-full text-left text-sm" aria-labelledby="ds-title">
          <thead className="text-xs uppercase text-muted max-sm:sr-only">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Key tag
              </th>
              <th scope="col" className="py-2 pr-3">
                Algorithm
              </th>
              <th scope="col" className="py-2 pr-3">
                Digest type
              </th>
              <th scope="col" className="py-2 pr-3">
                Digest
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r.id} className="border-t border-line max-sm:block max-sm:py-2" data-testid={`ds-${r.keyTag}`}>
                <td className="py-2 pr-3 tabular max-sm:block max-sm:py-0.5">
                  <span className="sm:hidden">Key tag </span>
                  {r.keyTag}
                  {r.source === 'auto' && (
                    <>
                      {' '}
                      <Badge tone="info">managed by us</Badge>
                    </>
                  )}
                </td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                  <span className="sm:hidden">Algorithm </span>
                  {algorithmName(r.algorithm)} <span className="text-xs text-muted">({r.algorithm})</span>
                </td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                  <span className="sm:hidden">Digest type </span>
                  {digestTypeName(r.digestType)} <span className="text-xs text-muted">({r.digestType})</span>
                </td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <code className="font-mono text-xs" title={r.digest}>
                      {shortDigest(r.digest)}
                    </code>
                    <CopyButton value={r.digest} what={`the digest of DS record ${r.keyTag}`} />
                  </span>
                </td>
                <td className="py-2 text-right max-sm:block max-sm:py-0.5 max-sm:text-left">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      remove.reset();
                      setRemoving(r);
                    }}
                    aria-label={`Remove DS record ${r.keyTag}`}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p role="status" className="mt-2 text-sm">
        {note ? (note.note ?? (note.removed ? 'The DS record was removed.' : 'The DS record was not removed.')) : ''}
      </p>
      <ConfirmDialog
        open={removing !== null && !remove.isSuccess}
        title={`Remove DS record ${removing?.keyTag ?? ''}?`}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
      >
        {removing?.source === 'auto' ? (
          <p>
            This record is published by our own signer while DNSSEC is managed automatically: it comes back at the next
            signing. To stop DNSSEC, switch automatic management off instead.
          </p>
        ) : (
          <p>
            The registry stops publishing it. If the zone is still signed with this key and no other DS record matches,
            validating resolvers can no longer check the domain&apos;s answers; if the zone is no longer signed with it,
            removing it is exactly right.
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
