// MX templates: the mail records (MX set and apex SPF) of a mail suite, applied in one step.
import { z } from 'zod';
import { Input, Target } from './common';
import { defineArea } from './operation';
import { dnsErrors, readDns, writeDns } from './dns-shared';

export const MxTemplateId = z.enum(['suite_a', 'suite_b', 'own']);

export const MxTemplate = z.object({
  id: MxTemplateId,
  name: z.string(),
  description: z.string(),
  /** What applying writes: the MX set and the apex SPF TXT record. */
  records: z.array(
    z.object({
      type: z.enum(['MX', 'TXT']),
      name: z.string(),
      priority: z.number().int().nullable(),
      value: z.string(),
    }),
  ),
});

export const mxTemplateOps = defineArea('dns', {
  listMxTemplates: {
    method: 'GET',
    path: '/dns/zone/mx-templates',
    tier: 'R',
    scopes: readDns,
    errors: dnsErrors,
    summary: 'MX templates; with `input`, also which one the zone currently matches',
    query: z.object({ input: Input.optional() }),
    response: z.object({
      target: Target.nullable(),
      current: z.enum(['suite_a', 'suite_b', 'own', 'custom']).nullable(),
      data: z.array(MxTemplate),
      total: z.number().int().min(0),
    }),
  },
  applyMxTemplate: {
    method: 'POST',
    path: '/dns/zone/mx-templates/apply',
    tier: 'W',
    scopes: writeDns,
    errors: dnsErrors,
    summary: "Replace the zone's MX records and apex SPF with a template (mail delivery changes at once)",
    body: z.object({ input: Input, template: MxTemplateId }),
    response: z.object({
      target: Target,
      domain: z.string(),
      template: MxTemplateId,
      /** What is now in place, e.g. `MX 10 mx1.example.net, MX 20 mx2.example.net; SPF v=spf1 ...`. */
      applied: z.string(),
      /** What changed against the previous records, or `no changes`. */
      changes: z.string(),
    }),
  },
});
