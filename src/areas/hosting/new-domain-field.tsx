// Where a person types a domain name to add to the account (an addon domain, a
// pointer): checked with the contract's schema, and a name that mixes scripts
// pointed out while it is typed. Registered as the form's `domain`.
import type { ComponentProps } from 'react';
import type { z } from 'zod';
import { DomainWarnings } from '@/components/ui/domain-warnings';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface NewDomainFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  schema: z.ZodType;
  hint: string;
  error?: { message?: string };
  /** What is typed so far (the form's `watch`). */
  typed: string;
}

export function NewDomainField({ schema, hint, error, typed, ...input }: NewDomainFieldProps) {
  return (
    <>
      <Field label="Domain" schema={schema} hint={hint} error={error} required>
        {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...input} />}
      </Field>
      <DomainWarnings text={typed} />
    </>
  );
}
