// The cron editor: a preset or the five fields one by one, the command, and
// the schedule read back in words while it is typed. The form checks with the
// contract's own schemas and the node's cron rules (contract/cron-rules.ts),
// the same the server applies, so it refuses what the server refuses (a date
// that never comes too) in the same words; a 422 still lands on its field.
// A whole schedule pasted into one field ("0 3 * * 1", copied from a crontab
// or a guide) is spread over the five fields instead of failing in the first.
import type { ClipboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CronCommand, CronSchedule } from '@contract/cron';
import { CRON_FIELDS, cronFieldProblem, parseCronSchedule } from '@contract/cron-rules';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { useDisplayTimeZone } from '@/lib/display-zone';
import { useLiveDescription } from './live-description';
import type { ScheduleBody } from './mutations';
import {
  FIELD_HINTS,
  FIELD_LABELS,
  FIELD_NAMES,
  PRESETS,
  expression,
  presetOf,
  type Schedule,
} from './schedule-fields';

const schema = CronSchedule.extend({ command: CronCommand }).superRefine((v, ctx) => {
  // The fields one by one are the contract's; here only what the five say together (30 February never comes).
  if (CRON_FIELDS.some((f) => cronFieldProblem(f, v[f]) !== null)) return;
  const r = parseCronSchedule(v);
  if (!r.ok) for (const p of r.problems) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
});

interface Props {
  /** The form's accessible name: "Add a cron job", "Edit cron job". */
  label: string;
  initial: ScheduleBody;
  submitLabel: string;
  /** Sends the form; a rejection with a problem is shown on the form. */
  onSubmit: (body: ScheduleBody) => Promise<unknown>;
  onCancel?: () => void;
}

export function CronJobForm({ label, initial, submitLabel, onSubmit, onCancel }: Props) {
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const { errors } = formState;
  const values = watch();
  const chosen = presetOf(values);

  const spreadPastedLine = (e: ClipboardEvent<HTMLInputElement>) => {
    const parts = e.clipboardData.getData('text').trim().split(/\s+/);
    // Only a line of exactly five fields: six or seven (seconds, years) stay in the field and are refused in words.
    if (parts.length !== FIELD_NAMES.length) return;
    e.preventDefault();
    FIELD_NAMES.forEach((f, i) => setValue(f, parts[i]!, { shouldDirty: true, shouldValidate: formState.isSubmitted }));
  };

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-5">
      <ProblemAlert errors={errors} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Presets</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-pressed={chosen?.id === p.id}
              onClick={() => {
                for (const f of FIELD_NAMES)
                  setValue(f, p.schedule[f], { shouldDirty: true, shouldValidate: formState.isSubmitted });
              }}
              className={cn(
                'rounded-md border px-3 py-1.5 text-sm',
                chosen?.id === p.id ? 'border-accent bg-accent text-accent-fg' : 'border-line hover:bg-surface-2',
              )}
            >
              {p.label}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Schedule, field by field</legend>
        <div className="grid gap-3 sm:grid-cols-5">
          {FIELD_NAMES.map((f) => (
            <Field key={f} label={FIELD_LABELS[f]} hint={FIELD_HINTS[f]} error={errors[f]}>
              {(p) => (
                <Input
                  {...p}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                  onPaste={spreadPastedLine}
                  {...register(f)}
                />
              )}
            </Field>
          ))}
        </div>
        <SchedulePreview schedule={values} />
      </fieldset>
      <Field
        label="Command"
        schema={CronCommand}
        error={errors.command}
        length={values.command.length}
        hint="One line, run by your hosting account's shell, e.g. php ~/public_html/cron.php"
        required
      >
        {(p) => <Input {...p} autoComplete="off" spellCheck={false} className="font-mono" {...register('command')} />}
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The schedule in words as typed; the saved job shows the server's own reading and its next runs.
 * The node reads the fields by the account's clock (CRON_TZ, ADR 021), so the zone is said with them.
 */
function SchedulePreview({ schedule }: { schedule: Schedule }) {
  const text = expression(schedule);
  const live = useLiveDescription(schedule, text);
  const zone = useDisplayTimeZone();
  return (
    <p className="text-sm" aria-live="polite" data-testid="schedule-preview">
      <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono">{text}</code>{' '}
      {live.state === 'ok' && (
        <span>
          reads as “{live.text}”, in your account’s time zone ({zone}). The server confirms it when you save.
        </span>
      )}
      {live.state === 'invalid' && <span className="text-danger">is not a schedule yet: {live.message}.</span>}
      {live.state === 'loading' && <span className="text-muted">…</span>}
    </p>
  );
}
