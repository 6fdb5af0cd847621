// Adding a DS record: key tag, algorithm and digest type chosen by name, and
// the digest. The form checks what the contract checks; the registry's own
// rules (a digest as long as its type needs) come back as a 422 on the field.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { domainsOps } from '@contract/domains';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input, Select } from '@/components/ui/input';
import { isProblem } from '@/lib/api-problem';
import { applyProblemToForm, ROOT_ERROR } from '@/lib/form-errors';
import { DIGEST_TYPES, DS_ALGORITHMS } from './domain-format';
import { useAddDsRecord } from './mutations';
import { registryDownMessage } from './registry-problem';

const schema = domainsOps.manageDomainDsRecords.body;
const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

export function DsRecordForm({ domain }: { domain: string }) {
  const add = useAddDsRecord(domain);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { action: 'add' as const, algorithm: 13 as const, digest_type: 2 as const, digest: '' },
  });
  const { errors } = formState;
  const type = DIGEST_TYPES[Number(watch('digest_type'))];

  const onSubmit = handleSubmit(async ({ key_tag, algorithm, digest_type, digest }) => {
    try {
      await add.mutateAsync({ key_tag, algorithm, digest_type, digest });
      reset();
    } catch (error) {
      if (isProblem(error, 'registry_unavailable'))
        setError(ROOT_ERROR, { type: 'registry_unavailable', message: `${registryDownMessage(domain)} Try again.` });
      else applyProblemToForm(setError, error);
    }
  });

  return (
    <Card aria-labelledby="ds-add-title">
      <CardTitle>
        <span id="ds-add-title">Add a DS record</span>
      </CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="ds-add-title">
        <ProblemAlert errors={errors} />
        <p className="text-sm text-muted">
          Copy the values from your DNS host&apos;s DNSSEC settings (they are often shown as one DS line: key tag,
          algorithm, digest type, digest).
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Key tag" hint="0 to 65535" error={errors.key_tag} required>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={0}
                max={65535}
                {...register('key_tag', { setValueAs: toNumber })}
              />
            )}
          </Field>
          <Field label="Algorithm" error={errors.algorithm} required>
            {(p) => (
              <Select {...p} {...register('algorithm', { setValueAs: toNumber })}>
                {Object.entries(DS_ALGORITHMS).map(([n, name]) => (
                  <option key={n} value={n}>
                    {n} — {name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Digest type" error={errors.digest_type} required>
            {(p) => (
              <Select {...p} {...register('digest_type', { setValueAs: toNumber })}>
                {Object.entries(DIGEST_TYPES).map(([n, t]) => (
                  <option key={n} value={n}>
                    {n} — {t.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field
          label="Digest"
          hint={type ? `Hexadecimal; a ${type.name} digest is ${type.hexLength} characters` : 'Hexadecimal'}
          error={errors.digest}
          required
        >
          {(p) => <Input {...p} autoComplete="off" spellCheck={false} className="font-mono" {...register('digest')} />}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Add DS record
          </Button>
          <span role="status" className="text-sm text-success">
            {add.isSuccess && !formState.isDirty ? `DS record ${add.variables?.key_tag ?? ''} added.` : ''}
          </span>
        </div>
      </form>
    </Card>
  );
}
