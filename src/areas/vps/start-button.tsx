// Booting is harmless, so it runs on the call. When the hypervisor cannot be
// reached the server answers `started: false` with a note, and the note is
// what the person needs to read: it is shown as it came.
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { useStartVps } from './mutations';

export function StartButton({ input, hostname, disabled }: { input: string; hostname: string; disabled?: boolean }) {
  const start = useStartVps(input);
  const r = start.data;
  return (
    <div className="space-y-2">
      <Button variant="primary" size="sm" loading={start.isPending} disabled={disabled} onClick={() => start.mutate()}>
        Start
      </Button>
      {r?.started === true && (
        <p role="status" className="text-sm">
          {hostname} is starting.
        </p>
      )}
      {r?.started === false && (
        <Notice tone="warning" role="alert" title={`${hostname} was not started`}>
          {r.note ?? 'The hypervisor did not answer. Try again in a few minutes.'}
        </Notice>
      )}
      {start.isError && <ProblemAlert problem={start.error} />}
    </div>
  );
}
