// A dialog for work that runs as a task (upgrade, back up, uninstall): first
// what will happen and the button that starts it, then, once the server has
// taken it (202), the task's progress in place until it ends. Closing leaves
// the task running; the activity keeps following it.
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProblemAlert } from '@/components/ui/problem-alert';
import type { Task } from './queries';
import { TaskProgress } from './task-progress';
import { useTrackedTask } from './use-tracked-task';

interface TaskDialogProps {
  input: string;
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, and any choices. */
  children: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  busy: boolean;
  error: unknown;
  /** Sends the request; resolves with the accepted task. */
  start: () => Promise<{ task: Task }>;
  /** Shown once the task succeeded. */
  done?: (task: Task) => ReactNode;
}

export function TaskDialog(props: TaskDialogProps) {
  const { input, open, onClose, title, children, confirmLabel, variant = 'primary', busy, error, start, done } = props;
  const [task, setTask] = useState<Task | null>(null);
  const close = () => {
    if (busy) return;
    setTask(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={title}>
      {task ? (
        <TrackedTask input={input} initial={task} onClose={close} done={done} />
      ) : (
        <div className="space-y-4 text-sm">
          {children}
          {error != null && <ProblemAlert problem={error} boxed />}
          <div className="flex flex-wrap justify-end gap-3">
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant={variant}
              loading={busy}
              onClick={() =>
                void start().then(
                  (r) => setTask(r.task),
                  () => undefined, // the refusal is `error`, shown above
                )
              }
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** A task followed live, with a way to the activity and out. */
export function TrackedTask({
  input,
  initial,
  onClose,
  done,
}: {
  input: string;
  initial: Task;
  onClose: () => void;
  done?: (task: Task) => ReactNode;
}) {
  const task = useTrackedTask(input, initial);
  return (
    <div className="space-y-4">
      <TaskProgress task={task} done={done?.(task)} />
      <div className="flex flex-wrap justify-between gap-3">
        <Link to="/apps/installer/activity" search={{ input }} className="self-center text-sm text-accent underline">
          Follow it in the activity
        </Link>
        <Button onClick={onClose}>Close</Button>
      </div>
    </div>
  );
}
