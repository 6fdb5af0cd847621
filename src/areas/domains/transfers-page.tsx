// Inbound transfers: start one (precheck → quote → held order), start a paid
// one with its auth code, and follow every transfer with its stage and next
// step. The status filter and the order (the column headers, ADR 035) are URL state.
import { TransferStatus } from '@contract/domains-transfers';
import { TRANSFER_SORT_DEFAULT } from '@contract/list-sorts';
import { DataTable } from '@/components/data-table/data-table';
import { urlSort } from '@/components/data-table/list-page';
import { PageTitle } from '@/components/layout/page-title';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { StartTransferForm } from './start-transfer-form';
import { transferColumns } from './transfer-columns';
import { transferStatusLabel } from './transfer-format';
import { TransferInPanel } from './transfer-in-panel';
import { transferQueries, type TransferFilters } from './transfer-queries';

export function TransfersPage({
  filters,
  onFilters,
  transferDomain,
}: {
  filters: TransferFilters;
  onFilters: (f: TransferFilters) => void;
  /** A name to transfer, handed over from another screen (e.g. a taken name on the register page). */
  transferDomain?: string;
}) {
  return (
    <div className="space-y-4">
      <PageTitle title="Transfers">
        Domains moving here from another registrar, with where each one is and what happens next.
      </PageTitle>
      <Card aria-labelledby="transfer-in-title" className="space-y-4">
        <CardTitle>
          <span id="transfer-in-title">Transfer a domain in</span>
        </CardTitle>
        <TransferInPanel initialDomain={transferDomain} />
        <details className="rounded-md border border-line p-3 text-sm">
          <summary className="cursor-pointer font-medium">Already paid for a transfer? Submit its auth code</summary>
          <div className="mt-3">
            <StartTransferForm />
          </div>
        </details>
      </Card>
      <section aria-labelledby="transfers-list-title" className="space-y-3">
        <h2 id="transfers-list-title" className="text-lg font-semibold">
          Your transfers
        </h2>
        <form role="search" aria-label="Filter transfers" className="max-w-xs" onSubmit={(e) => e.preventDefault()}>
          <Field label="Status">
            {(p) => (
              <Select
                {...p}
                value={filters.status ?? ''}
                onChange={(e) =>
                  onFilters({ ...filters, status: (e.target.value || undefined) as TransferFilters['status'] })
                }
              >
                <option value="">Any status</option>
                {TransferStatus.options.map((s) => (
                  <option key={s} value={s}>
                    {transferStatusLabel[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </form>
        <DataTable
          query={transferQueries.list(filters)}
          columns={transferColumns}
          getRowId={(t) => String(t.id)}
          label="Transfers"
          sort={urlSort(filters, onFilters, TRANSFER_SORT_DEFAULT)}
          rowHeight={76}
          height="min(60dvh, 32rem)"
          empty={{
            title: filters.status ? 'No transfers with this status' : 'No transfers yet',
            body: filters.status
              ? 'Choose another status.'
              : 'Transfer a domain in above; it shows here with each stage as it moves.',
          }}
        />
      </section>
    </div>
  );
}
