// "What is wrong?": the person names a site, domain or mailbox and a symptom in
// their own words (or that they do not know: then every check runs); the triage
// runs the checks that matter for it and the page
// walks through the findings worst first, with the likely cause and next steps
// on top and a one-click fix where the server names the call that fixes it.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { ScreenTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import type { FieldLimits } from '@/lib/form-limits';
import { CheckList, checkCounts } from './check-list';
import { DiagnosticsNav } from './diagnostics-nav';
import { diagnosticsQueries, type SymptomId, type TriageReport } from './queries';
import { symptomChoices, symptomLabel, symptomOf, type TriageChoice } from './symptoms';
import type { TriageFormValues as FormValues } from './triage-form-schema';
import { StatusVerdict } from './verdict';

// The form is checked with the contract's schemas, loaded when it first validates (on sending):
// the page's first view loads no zod. The limits shown beside the fields are the schemas' own
// (triage-page.test.tsx holds them to the schemas).
const resolver: Resolver<FormValues> = async (values, context, options) =>
  (await import('./triage-form-schema')).triageResolver(values, context, options);
const triageLimits = {
  input: { maxLength: 255 },
  detail: { maxLength: 500 },
} satisfies Partial<Record<keyof FormValues, FieldLimits>>;

export interface TriageAsk {
  input?: string;
  symptom?: TriageChoice;
  detail?: string;
}

export function TriagePage({ ask, onAsk }: { ask: TriageAsk; onAsk: (next: TriageAsk) => void }) {
  // Set when the person runs the checks from the form: the answer then takes the focus (and the
  // scroll), so a phone or a screen reader lands on it rather than at the end of the symptom list.
  const [asked, setAsked] = useState(false);
  return (
    <div className="space-y-4">
      <ScreenTitle screen="/diagnostics" />
      <DiagnosticsNav />
      <TriageForm
        ask={ask}
        onAsk={(next) => {
          setAsked(true);
          onAsk(next);
        }}
      />
      {ask.input && ask.symptom ? (
        <TriageResult input={ask.input} symptom={symptomOf(ask.symptom)} detail={ask.detail} focus={asked} />
      ) : null}
    </div>
  );
}

function TriageForm({ ask, onAsk }: { ask: TriageAsk; onAsk: (next: TriageAsk) => void }) {
  const { register, handleSubmit, formState, watch } = useForm<FormValues>({
    resolver,
    values: { input: ask.input ?? '', symptom: ask.symptom ?? (undefined as never), detail: ask.detail ?? '' },
  });
  const symptom = watch('symptom');
  const about = symptomChoices.find((s) => s.id === symptom)?.about;
  const submit = handleSubmit((v) =>
    onAsk({ input: v.input.trim(), symptom: v.symptom, detail: v.detail?.trim() || undefined }),
  );
  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate aria-label="Describe the problem">
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">What is not working?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {symptomChoices.map((s) => (
              <label
                key={s.id}
                className="flex cursor-pointer items-start gap-2 rounded-md border border-line p-2 text-sm has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent/30"
              >
                <input type="radio" value={s.id} className="mt-0.5" {...register('symptom')} />
                {s.label}
              </label>
            ))}
          </div>
          {formState.errors.symptom && <ProblemAlert problem="Choose what is not working." />}
        </fieldset>
        <Field
          label="Website, domain or mailbox"
          limits={triageLimits.input}
          error={formState.errors.input}
          hint={`Enter ${about ?? 'the website, domain, mailbox or service id'}: e.g. example.com or anna@example.com`}
        >
          {(p) => <Input {...p} className="max-w-md" autoComplete="off" spellCheck={false} {...register('input')} />}
        </Field>
        <Field
          label="Anything else we should know? (optional)"
          limits={triageLimits.detail}
          error={formState.errors.detail}
        >
          {(p) => <Input {...p} className="max-w-md" {...register('detail')} />}
        </Field>
        <Button type="submit" variant="primary">
          Run the checks
        </Button>
      </form>
    </Card>
  );
}

function TriageResult({
  input,
  symptom,
  detail,
  focus,
}: {
  input: string;
  symptom: SymptomId | undefined;
  detail?: string;
  focus: boolean;
}) {
  const triage = useQuery(diagnosticsQueries.triage(input, symptom, detail));
  if (triage.isPending) return <PagePending label="Running the checks…" />;
  if (triage.isError) return <ProblemState error={triage.error} onRetry={() => void triage.refetch()} />;
  return (
    <TriageReportView
      report={triage.data}
      focus={focus}
      refreshing={triage.isFetching}
      onRerun={() => void triage.refetch()}
    />
  );
}

function TriageReportView({
  report,
  focus,
  refreshing,
  onRerun,
}: {
  report: TriageReport;
  focus: boolean;
  refreshing: boolean;
  onRerun: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Once per answer (a new target or symptom), not on every "Check again".
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, report.symptom, report.target.input]);
  const about =
    report.target.mailbox ?? (report.target.domain ? displayDomain(report.target.domain) : report.target.input);
  return (
    <div className="space-y-4" aria-busy={refreshing || undefined}>
      <Card aria-labelledby="triage-summary">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <h2 id="triage-summary" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {symptomLabel(report.symptom)}: {about}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
              <StatusVerdict status={report.status} />
              <span>{checkCounts(report.checks)}</span>
              <span>
                Checked <time dateTime={report.checkedAt}>{formatDateTime(report.checkedAt)}</time>
              </span>
            </p>
          </div>
          <Button size="sm" onClick={onRerun} loading={refreshing}>
            Check again
          </Button>
        </div>
        <div className="mt-4 space-y-3">
          <div>
            <h3 className="text-sm font-semibold">Likely cause</h3>
            <p className="text-sm">{report.likelyCause ?? 'The checks found nothing that explains this.'}</p>
          </div>
          {report.nextSteps.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold">Next steps</h3>
              <ol className="ml-5 list-decimal space-y-1 text-sm">
                {report.nextSteps.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </ol>
            </div>
          )}
        </div>
      </Card>
      <Card>
        <CardTitle>What was checked</CardTitle>
        <CheckList checks={report.checks} />
      </Card>
    </div>
  );
}
