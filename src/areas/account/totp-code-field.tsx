// The authenticator-code field that enrolling and disabling two-factor share, so
// both ask for the code the same way (one-time-code autofill, 6 digits). Where a
// recovery code is accepted too (turning two-factor off), it says so and takes one.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface TotpCodeFieldProps {
  registration: UseFormRegisterReturn;
  error?: { message?: string };
  /** A recovery code (`xxxx-xxxx-xxxx`) is accepted in place of the app's code. */
  recovery?: boolean;
}

export function TotpCodeField({ registration, error, recovery = false }: TotpCodeFieldProps) {
  return (
    <Field
      label="Authentication code"
      hint={recovery ? '6 digits, or a recovery code' : '6 digits'}
      error={error}
      required
    >
      {(p) => (
        <Input
          {...p}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 20 : 6}
          className="max-w-56 font-mono tracking-widest"
          {...registration}
        />
      )}
    </Field>
  );
}
