// Adding an uptime monitor: the site it belongs to, what to check (the fields
// depend on the type), how often and how patiently, and who gets the alerts.
// The form checks with the contract's schema (monitor-form-values.ts); what the
// server refuses beyond it comes back as a 422 and lands on its field.
import { useForm } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { MonitorType } from '@contract/monitoring';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input, Select } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import {
  emptyMonitor,
  fieldsOf,
  formField,
  monitorResolver,
  toBody,
  type MonitorFormValues,
  type MonitorKind,
} from './monitor-form-values';
import { useCreateMonitor } from './mutations';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { SitePicker } from './site-choice';

const typeWords: Record<MonitorKind, string> = {
  http: 'Web page (HTTP status)',
  keyword: 'Keyword on a web page',
  ping: 'Ping a host',
  port: 'Open TCP port',
  dns: 'DNS resolves',
};

export function NewMonitorPage({ searchInput }: { searchInput?: string }) {
  const { input, accounts } = useHostingAccountChoice(searchInput);
  return (
    <div className="space-y-4">
      <PageHeader up={<TrailLink to="/monitoring">Monitoring</TrailLink>} here="New" title="Add a monitor" />
      {accounts.isPending ? (
        <PagePending label="Loading your sites…" />
      ) : accounts.isError ? (
        <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <Card>
          <MonitorForm initialInput={input ?? ''} sites={accounts.data} />
        </Card>
      )}
    </div>
  );
}

function MonitorForm({
  initialInput,
  sites,
}: {
  initialInput: string;
  sites: { domain: string; serviceId: number }[];
}) {
  const create = useCreateMonitor();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<MonitorFormValues>({
    resolver: monitorResolver,
    defaultValues: emptyMonitor(initialInput),
  });
  const { errors } = formState;
  const type = watch('type');
  const input = watch('input');
  const uses = new Set(fieldsOf[type]);

  const submit = handleSubmit(async (values) => {
    try {
      const monitor = await create.mutateAsync(toBody(values));
      notify(
        'success',
        'Monitor added',
        `${monitor.name} is checked every ${Math.round(monitor.intervalSeconds / 60)} min`,
      );
      await navigate({ to: '/monitoring/$monitorId', params: { monitorId: monitor.id } });
    } catch (error) {
      applyProblemToForm((name, e, o) => setError(formField(name), e, o), error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a monitor" className="space-y-5">
      <ProblemAlert errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        {sites.length > 0 ? (
          <SitePicker
            sites={sites}
            value={input}
            onChange={(next) => {
              setValue('input', next, { shouldDirty: true });
              // Point the check at the chosen site unless the person has typed their own.
              if (!formState.dirtyFields.url) setValue('url', `https://${next}/`);
              if (!formState.dirtyFields.host) setValue('host', next);
            }}
          />
        ) : (
          <Field label="Site" error={errors.input} hint="A domain of your account" required>
            {(p) => <Input {...p} autoComplete="off" {...register('input')} />}
          </Field>
        )}
        <Field label="Name" error={errors.name} required>
          {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
        </Field>
      </div>
      <Field label="What to check" error={errors.type} required>
        {(p) => (
          <Select {...p} {...register('type')} className="max-w-sm">
            {MonitorType.options.map((t) => (
              <option key={t} value={t}>
                {typeWords[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {uses.has('url') && (
          <Field label="URL" error={errors.url} required hint="http:// or https://">
            {(p) => <Input {...p} type="url" autoComplete="off" spellCheck={false} {...register('url')} />}
          </Field>
        )}
        {uses.has('keyword') && (
          <Field label="Keyword" error={errors.keyword} required hint="The page is down when it does not contain this">
            {(p) => <Input {...p} autoComplete="off" {...register('keyword')} />}
          </Field>
        )}
        {uses.has('host') && (
          <Field label="Host" error={errors.host} required hint="A host name or an IP address">
            {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('host')} />}
          </Field>
        )}
        {uses.has('port') && (
          <NumberField label="Port" error={errors.port} required min={1} max={65535} {...register('port')} />
        )}
        {uses.has('expected_status') && (
          <NumberField
            label="Expected HTTP status"
            error={errors.expected_status}
            hint="Any other status counts as down"
            min={100}
            max={599}
            {...register('expected_status')}
          />
        )}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">How often and how patiently</legend>
        <NumberField
          label="Interval (seconds)"
          error={errors.interval_seconds}
          hint="60–3600"
          min={60}
          max={3600}
          {...register('interval_seconds')}
        />
        <NumberField
          label="Timeout (seconds)"
          error={errors.timeout_seconds}
          hint="1–60, shorter than the interval"
          min={1}
          max={60}
          {...register('timeout_seconds')}
        />
        <NumberField
          label="Retries before down"
          error={errors.retries}
          hint="0 marks it down at the first failed check"
          min={0}
          max={10}
          {...register('retries')}
        />
      </fieldset>
      <Field
        label="Alert emails"
        error={errors.alert_emails}
        hint="Up to 5 addresses, separated by commas or new lines"
      >
        {(p) => <TextArea {...p} rows={2} autoComplete="off" spellCheck={false} {...register('alert_emails')} />}
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={() => void navigate({ to: '/monitoring' })} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Add monitor
        </Button>
      </div>
    </form>
  );
}
