// The TTL entry the record form and the bulk change share: a number with the
// usual values offered as suggestions, so both read and validate alike.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Ttl } from '@contract/dns-records';
import { NumberField } from '@/components/ui/number-field';

const COMMON_TTLS = [300, 900, 3600, 14400, 86400];

interface TtlFieldProps {
  label: string;
  hint: ReactNode;
  error?: { message?: string };
  registration: UseFormRegisterReturn;
  /** The datalist id; unique per form because a dialog can sit over the record form. */
  listId: string;
  autoFocus?: boolean;
}

export function TtlField({ label, hint, error, registration, listId, autoFocus }: TtlFieldProps) {
  return (
    <>
      <NumberField
        label={label}
        schema={Ttl}
        hint={hint}
        error={error}
        required
        autoFocus={autoFocus}
        className="max-w-40 tabular"
        list={listId}
        {...registration}
      />
      <datalist id={listId}>
        {COMMON_TTLS.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
    </>
  );
}
