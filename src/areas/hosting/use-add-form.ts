// The form that adds one entry (an addon domain, subdomain, pointer or
// redirect): checked with the contract's schema before anything is sent; once
// the server has added the entry the form starts again from `next` (say, the
// same site picked), and a problem the server finds lands on the fields it
// names, or at the form's top.
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyProblemToForm } from '@/lib/form-errors';

export function useAddForm<In extends FieldValues, Out>(
  create: { mutateAsync: (values: Out) => Promise<unknown> },
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  /** The values to start again from; without it, `defaultValues`. */
  next?: (added: Out) => In,
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
      form.reset(next?.(v));
    } catch (error) {
      applyProblemToForm(form.setError, error);
    }
  });
  return { ...form, onSubmit };
}
