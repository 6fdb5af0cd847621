// Add or edit one record: the type (fixed once created), the name within the
// zone, the type's own fields and the TTL. Checked with the contract's record
// schema; a 422 from the server lands on the field it names.
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DnsRecordInput, RecordName, type DnsRecord } from '@contract/dns-records';
import { Field } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input, Select } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { useCreateRecord, useUpdateRecord } from './mutations';
import { RecordFields } from './record-fields';
import { TtlField } from './ttl-field';
import { formValues, TYPE_HELP, WRITABLE_TYPES, type RecordFormValues, type WritableType } from './record-input';

const FormSchema = z.object({ record: DnsRecordInput });
const NAME_EXAMPLE: Record<WritableType, string> = {
  A: 'www',
  AAAA: 'www',
  CNAME: 'shop',
  MX: '@',
  TXT: '_dmarc',
  SRV: '_sip._tcp',
  CAA: '@',
  NS: 'lab',
};
type Output = z.output<typeof FormSchema>;
const resolver = zodResolver(FormSchema) as unknown as Resolver<RecordFormValues, unknown, Output>;

interface Props {
  domain: string;
  /** The record being edited; null to add one. */
  record: DnsRecord | null;
  onDone: (saved: DnsRecord) => void;
  onCancel: () => void;
}

const fqdn = (name: string, domain: string) => {
  const n = name.trim().toLowerCase();
  if (!n || n === '@') return domain;
  if (n.endsWith('.')) return n.slice(0, -1);
  return n === domain || n.endsWith(`.${domain}`) ? n : `${n}.${domain}`;
};

export function RecordForm({ domain, record, onDone, onCancel }: Props) {
  const create = useCreateRecord(domain);
  const update = useUpdateRecord(domain);
  const { register, handleSubmit, setError, watch, clearErrors, formState } = useForm<
    RecordFormValues,
    unknown,
    Output
  >({
    resolver,
    defaultValues: formValues(record),
  });
  const { errors, isSubmitting } = formState;
  const type = watch('record.type');
  const name = watch('record.name');

  const onSubmit = handleSubmit(async ({ record: input }) => {
    // An untouched multi-string TXT goes back as its exact strings.
    const payload =
      record?.type === 'TXT' && input.type === 'TXT' && input.value === record.value
        ? { ...input, value: record.strings }
        : input;
    try {
      const saved = record
        ? await update.mutateAsync({ id: record.id, record: payload })
        : await create.mutateAsync(payload);
      onDone(saved.record);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={record ? `Edit ${record.type} record ${record.name}` : 'Add a record'}
    >
      <ProblemAlert errors={errors} />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        {record ? (
          <div className="space-y-1 text-sm">
            <p className="font-medium">Type</p>
            <p className="min-h-10 py-2 font-mono font-semibold">{record.type}</p>
            <p className="text-xs text-muted">A record keeps its type; delete it and add another to change it</p>
          </div>
        ) : (
          <Field label="Type" hint={TYPE_HELP[type]} error={errors.record?.type} required>
            {(p) => (
              <Select {...p} {...register('record.type', { onChange: () => clearErrors() })}>
                {WRITABLE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field
          label="Name"
          schema={RecordName}
          hint={
            <>
              @ for the zone itself · full name <code className="break-all">{fqdn(name, domain)}</code>
            </>
          }
          error={errors.record?.name}
          required
        >
          {(p) => (
            <Input
              {...p}
              autoFocus
              autoCapitalize="off"
              spellCheck={false}
              className="font-mono"
              placeholder={NAME_EXAMPLE[type]}
              {...register('record.name')}
            />
          )}
        </Field>
      </div>
      <RecordFields type={type} register={register} errors={errors} value={watch('record.value') ?? ''} />
      <TtlField
        label="TTL (seconds)"
        hint="How long resolvers may cache it: 300 while changing things, 3600 usually"
        error={errors.record?.ttl}
        registration={register('record.ttl', { valueAsNumber: true })}
        listId="dns-ttl-choices"
      />
      <FormFooter submitLabel={record ? 'Save record' : 'Add record'} busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
