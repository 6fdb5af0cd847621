// "Fix it": sends the finding's fix action, exactly as the server wrote it.
// A hold opens its confirmation page; a deletion is confirmed here first; any
// other fix is sent at once and the report is run again before the button
// settles (mutations.ts), so the check's new verdict is what shows next.
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { useOpenConfirmation } from '@/lib/hold-request';
import { resolveFix, type FixActionRow, type ResolvedFix } from './fix-action';
import { useApplyFix } from './mutations';

interface FixButtonProps {
  action: FixActionRow;
  /** The check's name, for the button's accessible name and the dialog. */
  label: string;
  summary: string;
  onFixed: () => void;
}

export function FixButton(props: FixButtonProps) {
  const fix = useMemo(() => resolveFix(props.action), [props.action]);
  // A call this dashboard does not know is described, not sent blindly.
  if (!fix) return null;
  return <KnownFix fix={fix} {...props} />;
}

function KnownFix({ fix, action, label, summary, onFixed }: FixButtonProps & { fix: ResolvedFix }) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useApplyFix(fix);
  const openConfirmation = useOpenConfirmation();
  const send = async () => {
    try {
      const answer = (await mutation.mutateAsync()) as { pendingActionId?: string };
      setConfirming(false);
      if (fix.op.hold && answer?.pendingActionId) await openConfirmation({ pendingActionId: answer.pendingActionId });
      else onFixed();
    } catch {
      // The refusal shows beside the button (or in the dialog), from `mutation.error`.
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          size="sm"
          aria-label={`Fix it: ${label}`}
          loading={mutation.isPending && !confirming}
          onClick={() => (fix.needsConfirmation ? setConfirming(true) : void send())}
        >
          {fix.op.hold ? 'Fix it…' : 'Fix it'}
        </Button>
        <span className="text-xs text-muted">
          Sends <code>{action.method}</code> <code className="break-all">{action.path}</code>
        </span>
      </div>
      {mutation.isError && !confirming && <ProblemAlert problem={mutation.error} />}
      <ConfirmDialog
        open={confirming}
        title={`Fix “${label}”?`}
        confirmLabel={fix.op.hold ? 'Continue to confirm' : 'Fix it'}
        busy={mutation.isPending}
        error={mutation.isError ? mutation.error : null}
        onConfirm={() => void send()}
        onClose={() => {
          setConfirming(false);
          mutation.reset();
        }}
      >
        <p>{summary}</p>
        <p className="text-muted">
          {fix.op.hold
            ? 'Nothing changes yet: the next page shows what will happen and asks you to approve it.'
            : `This runs “${fix.op.summary}”, and it cannot be undone from here.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
