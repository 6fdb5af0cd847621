// The name to order, typed in Unicode or ASCII form. It is parsed with the
// contract's DomainName (what the server accepts) into the stored ASCII form,
// which is what the caller receives.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DomainName } from '@contract/domain-name-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';

const Search = z.object({ domain: DomainName });

export function DomainSearchForm({
  label,
  submitLabel,
  initial,
  onDomain,
}: {
  label: string;
  submitLabel: string;
  /** The name searched last, in ASCII form (shown in Unicode). */
  initial?: string;
  onDomain: (ascii: string) => void;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(Search),
    defaultValues: { domain: initial ? displayDomain(initial) : '' },
  });
  return (
    <form
      role="search"
      aria-label="Domain search"
      noValidate
      onSubmit={handleSubmit((v) => onDomain(v.domain))}
      className="flex flex-wrap items-start gap-3"
    >
      <div className="min-w-64 flex-1">
        <Field
          label={label}
          schema={DomainName}
          hint="Unicode names such as bücher.se work too"
          error={formState.errors.domain}
          required
        >
          {(p) => (
            <Input
              {...p}
              {...register('domain')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="example.com"
            />
          )}
        </Field>
      </div>
      <Button type="submit" variant="primary" className="sm:mt-6">
        {submitLabel}
      </Button>
    </form>
  );
}
