// /account/balance: prepaid balance and what is on its way, adding funds (a
// hold), the ledger newest first (or as its headers choose, kept on the page),
// and the account's single-use links.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BALANCE_EVENT_SORT_DEFAULT, BALANCE_EVENT_SORTS, sortValues } from '@contract/list-sorts';
import { DataTable } from '@/components/data-table/data-table';
import { Card } from '@/components/ui/card';
import { formatDateTime, formatMoney } from '@/lib/format';
import { oneOf } from '@/lib/search-params';
import { AddFundsForm } from './add-funds-form';
import { AreaLink } from './area-link';
import type { BalanceEventSort } from './keys';
import { ledgerColumns } from './ledger-columns';
import { OnelinkList } from './onelink-list';
import { accountQueries } from './queries';

const ledgerSort = oneOf(sortValues(BALANCE_EVENT_SORTS));

export function BalancePage() {
  const { data } = useSuspenseQuery(accountQueries.balance());
  // Absent is the server's default order, so the ledger starts from the cache entry the loader filled.
  const [sort, setSort] = useState<BalanceEventSort>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Balance</h1>
        <p className="text-sm text-muted">Prepaid funds held on this account, and every movement in and out.</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4 sm:grid-cols-2">
          <Card aria-labelledby="balance-now">
            <h2 id="balance-now" className="text-sm text-muted">
              Available balance
            </h2>
            <p className="mt-1 text-2xl font-semibold tabular" data-testid="balance">
              {formatMoney(data.balance)}
            </p>
            <p className="mt-1 text-xs text-muted">Updated {formatDateTime(data.updatedAt)}</p>
          </Card>
          <Card aria-labelledby="balance-pending">
            <h2 id="balance-pending" className="text-sm text-muted">
              Pending deposits
            </h2>
            <p className="mt-1 text-2xl font-semibold tabular">{formatMoney(data.pendingDeposits)}</p>
            <p className="mt-1 text-xs text-muted">
              Top-up invoices not paid yet; added once paid.
              {data.pendingDeposits.amount > 0 && (
                <>
                  {' '}
                  <AreaLink path="/billing/invoices" hideWhenMissing>
                    Pay them under Invoices
                  </AreaLink>
                </>
              )}
            </p>
          </Card>
        </div>
        <AddFundsForm currency={data.balance.currency} />
      </div>
      <section aria-labelledby="ledger-title" className="space-y-3">
        <h2 id="ledger-title" className="text-lg font-semibold">
          Ledger
        </h2>
        <DataTable
          query={accountQueries.balanceEvents(sort)}
          columns={ledgerColumns}
          getRowId={(e) => e.id}
          label="Balance ledger"
          sort={{
            value: sort ?? BALANCE_EVENT_SORT_DEFAULT,
            onChange: (next) => setSort(next === BALANCE_EVENT_SORT_DEFAULT ? undefined : ledgerSort(next)),
          }}
          height="min(60dvh, 28rem)"
          empty={{
            title: 'No balance movements yet',
            body: 'Deposits, charges and refunds will be listed here, newest first.',
          }}
        />
      </section>
      <OnelinkList />
    </div>
  );
}
