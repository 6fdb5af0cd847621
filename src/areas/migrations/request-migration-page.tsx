// Asking support to move sites, databases and mail here. The form mirrors
// every limit of the contract; sending asks for the hold and goes to its
// confirmation page — nothing is filed and nobody is emailed before that.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ApiProblem } from '@/lib/api-problem';
import { applyProblemToForm } from '@/lib/form-errors';
import { useRequestMigration } from './mutations';
import { RequestFormSchema, emptyRequest, formPath, toBody, type RequestFormValues } from './request-form-schema';
import { FtpSection, ListsSection, PanelSection } from './request-sections';

function newAttemptKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `migration-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The server's field paths are body paths; put them on the form's fields. */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiProblem)) return error;
  if (error.code === 'domain_not_owned') {
    return new ApiProblem({
      ...error.problem,
      errors: [{ path: 'domain_list', message: error.problem.detail, code: error.code }],
    });
  }
  const errors = error.fieldErrors.map((e) => {
    const { field, prefix } = formPath(e.path ? e.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : []);
    return { ...e, path: field === 'what' ? '' : field, message: prefix + e.message };
  });
  return new ApiProblem({ ...error.problem, errors });
}

export function RequestMigrationPage() {
  const navigate = useNavigate();
  const request = useRequestMigration();
  const keys = useMemo(() => new Map<string, string>(), []);
  const { register, handleSubmit, watch, setError, formState } = useForm<RequestFormValues>({
    resolver: zodResolver(RequestFormSchema),
    defaultValues: emptyRequest,
  });
  const values = watch();
  const { errors } = formState;

  const onSubmit = handleSubmit(async (v) => {
    const body = toBody(v);
    // The same request sent again (a retry) reuses its key and gets the same hold.
    const fingerprint = JSON.stringify(body);
    if (!keys.has(fingerprint)) keys.set(fingerprint, newAttemptKey());
    try {
      const hold = await request.mutateAsync({ ...body, attempt_key: keys.get(fingerprint) });
      await navigate({ to: '/confirm/$pendingActionId', params: { pendingActionId: hold.pendingActionId } });
    } catch (error) {
      applyProblemToForm(setError, onFormFields(error));
    }
  });

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader up={<TrailLink to="/migrations">Migrations</TrailLink>} here="New" title="Request a migration">
        <p className="text-sm text-muted">
          Our support team copies your sites, databases and mail from your old host, then switches DNS. It is free.
        </p>
      </PageHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Migration request">
        <ProblemAlert errors={errors} />
        {errors.what && <ProblemAlert problem={errors.what.message} />}
        <Card className="space-y-4">
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" {...register('use_panel')} /> From a control panel account
          </label>
          {values.use_panel && <PanelSection register={register} errors={errors} values={values} />}
        </Card>
        <Card className="space-y-4">
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" {...register('use_ftp')} /> Websites by FTP
          </label>
          {values.use_ftp && <FtpSection register={register} errors={errors} values={values} />}
        </Card>
        <Card className="space-y-4">
          <CardTitle>Mail, domains and notes</CardTitle>
          <ListsSection register={register} errors={errors} values={values} />
        </Card>
        <Card>
          <p className="text-sm">
            You confirm on the next page. Only then is the request filed and support emailed; passwords are stored
            encrypted and erased when the migration ends.
          </p>
          <Button type="submit" variant="primary" loading={formState.isSubmitting} className="mt-4">
            Review and confirm the request (free)
          </Button>
        </Card>
      </form>
    </div>
  );
}
