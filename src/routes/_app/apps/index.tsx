import { createFileRoute, redirect } from '@tanstack/react-router';

// Applications open on the CMS sites; the installer has its own entry in the navigation.
export const Route = createFileRoute('/_app/apps/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/cms', replace: true });
  },
});
