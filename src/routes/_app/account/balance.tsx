import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/areas/account/queries';
import { BalancePage } from '@/areas/account/balance-page';

export const Route = createFileRoute('/_app/account/balance')({
  // The ledger and the handles load with the page; the balance must be there first (it gives the currency).
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(accountQueries.balanceEvents());
    return context.queryClient.query(accountQueries.balance());
  },
  component: BalancePage,
});
