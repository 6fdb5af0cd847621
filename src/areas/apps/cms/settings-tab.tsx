// The settings tab: the form once the settings are read.
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { SettingsForm } from './settings-form';
import { cmsSettingsQuery } from './settings-queries';

interface TabProps {
  input: string;
  installId: string;
}

export function SettingsTab({ input, installId }: TabProps) {
  const q = useQuery(cmsSettingsQuery(input, installId));
  if (q.isPending)
    return (
      <Card>
        <span role="status" className="sr-only">
          Loading settings…
        </span>
        <Skeleton lines={6} />
      </Card>
    );
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  return <SettingsForm input={input} installId={installId} settings={q.data} />;
}
