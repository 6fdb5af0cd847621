import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/areas/account/queries';
import { ProfilePage } from '@/areas/account/profile-page';

export const Route = createFileRoute('/_app/account/profile')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query(accountQueries.profile()),
      context.queryClient.query(accountQueries.preferences()),
    ]),
  component: ProfilePage,
});
