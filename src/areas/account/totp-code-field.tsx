// The authenticator-code field that enrolling and disabling two-factor share, so
// both ask for the code the same way (one-time-code autofill, 6 digits).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface TotpCodeFieldProps {
  registration: UseFormRegisterReturn;
  error?: { message?: string };
}

export function TotpCodeField({ registration, error }: TotpCodeFieldProps) {
  return (
    <Field label="Authentication code" hint="6 digits" error={error} required>
      {(p) => (
        <Input
          {...p}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="max-w-40 font-mono tracking-widest"
          {...registration}
        />
      )}
    </Field>
  );
}
