// The triage form's rules: the contract's own schemas of the triage's query (what to check, the
// symptom, the optional detail). The form loads this module when it first validates, so its
// first view loads no zod (triage-page.tsx); its limits are held to these schemas by a test.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Input as InputSchema } from '@contract/common';
import { diagnosticsOps, Symptom } from '@contract/diagnostics';
import { EVERYTHING } from './symptoms';

export const inputSchema = InputSchema;
export const detailSchema = diagnosticsOps.triageSymptom.query.shape.detail;
export const triageFormSchema = z.object({
  input: InputSchema,
  symptom: z.union([z.literal(EVERYTHING), Symptom]),
  detail: z.union([z.literal(''), detailSchema.unwrap()]),
});
export type TriageFormValues = z.input<typeof triageFormSchema>;

export const triageResolver = zodResolver(triageFormSchema);
