import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/areas/account/queries';
import { SecurityPage } from '@/areas/account/security-page';

export const Route = createFileRoute('/_app/account/security')({
  loader: ({ context }) => context.queryClient.query(accountQueries.twoFactor()),
  component: SecurityPage,
});
