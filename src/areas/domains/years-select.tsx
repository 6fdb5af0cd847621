// Registration and renewal periods: registries sell 1 to 10 whole years, so a
// select offers exactly those (the contract's Years refuses anything else).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { yearsText } from './quote-facts';

const YEARS = Array.from({ length: 10 }, (_, i) => i + 1);

export function YearsSelect({
  label,
  registration,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: { message?: string };
}) {
  return (
    <Field label={label} error={error}>
      {(p) => (
        <Select {...p} {...registration} className="max-w-40">
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {yearsText(y)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
