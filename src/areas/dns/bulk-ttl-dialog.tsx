// Change the TTL of the selected records in one all-or-nothing bulk change.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Ttl, type DnsRecord, type DnsRecordInput } from '@contract/dns-records';
import { Dialog } from '@/components/ui/dialog';
import { FormFooter } from '@/components/ui/form-footer';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ApiProblem } from '@/lib/api-problem';
import { ROOT_ERROR } from '@/lib/form-errors';
import { problemMessage } from '@/components/ui/problem-state';
import { notify } from '@/lib/notices';
import { countOf } from '@/lib/glossary';
import { useBulkChange } from './mutations';
import { toInput } from './record-input';
import { TtlField } from './ttl-field';

const Body = z.object({ ttl: Ttl });

interface Props {
  domain: string;
  records: DnsRecord[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

export function BulkTtlDialog({ domain, records, open, onClose, onDone }: Props) {
  const bulk = useBulkChange(domain);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(Body),
    defaultValues: { ttl: 3600 },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ ttl }) => {
    const updates = records
      .map((r) => ({ id: r.id, record: toInput(r, { ttl }) }))
      .filter((u): u is { id: string; record: DnsRecordInput } => u.record !== null);
    try {
      await bulk.mutateAsync({ updates, creates: [], deletes: [], dry_run: false });
      notify('success', `TTL of ${countOf(updates.length, 'record', 'records')} set to ${ttl} s`);
      onDone();
      onClose();
    } catch (error) {
      // Server problems name `updates.N.record.ttl`; the one field here is the TTL.
      const ttlError = error instanceof ApiProblem ? error.fieldErrors.find((e) => e.path.endsWith('.ttl')) : undefined;
      if (ttlError) setError('ttl', { message: ttlError.message });
      else setError(ROOT_ERROR, { message: problemMessage(error).detail });
    }
  });
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? () => {} : onClose}
      title={`Change the TTL of ${countOf(records.length, 'record', 'records')}`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ProblemAlert errors={errors} />
        <TtlField
          label="New TTL (seconds)"
          hint="Lower it a day before a move, raise it again afterwards"
          error={errors.ttl}
          registration={register('ttl', { valueAsNumber: true })}
          listId="dns-bulk-ttl"
          autoFocus
        />
        <p className="text-sm text-muted">All {records.length} change together, or none does.</p>
        <FormFooter submitLabel="Change TTL" busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
