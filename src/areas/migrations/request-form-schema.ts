// The request form's values (lists typed one per line) and how they become the
// contract's request body. Validation is the contract's own schema, run on
// the body, with its issue paths mapped back onto the form's fields, so the
// form refuses exactly what the server refuses.
import { z } from 'zod';
import { MigrationRequestBody } from '@contract/migrations';
import type { BodyOf } from '@contract/operation';
import type { migrationsOps } from '@contract/migrations';

export interface RequestFormValues {
  use_panel: boolean;
  use_ftp: boolean;
  control_panel: { type: string; host: string; username: string; password: string };
  websites: { ftp_server: string; ftp_username: string; ftp_password: string; additional_information: string };
  website_list: string;
  email_list: string;
  domain_list: string;
  note: string;
  /** Not a field: where "say what to migrate" goes. */
  what?: string;
}

export const emptyRequest: RequestFormValues = {
  use_panel: true,
  use_ftp: false,
  control_panel: { type: '', host: '', username: '', password: '' },
  websites: { ftp_server: '', ftp_username: '', ftp_password: '', additional_information: '' },
  website_list: '',
  email_list: '',
  domain_list: '',
  note: '',
};

type Body = BodyOf<typeof migrationsOps.requestMigration>;

const opt = (s: string) => (s.trim() ? s : undefined);
const lines = (s: string) =>
  s
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter(Boolean);
const listOrNone = (s: string) => (lines(s).length ? lines(s) : undefined);

export function toBody(v: RequestFormValues): Omit<Body, 'attempt_key'> {
  const cp = v.control_panel;
  const web = v.websites;
  return {
    control_panel: v.use_panel
      ? { type: opt(cp.type), host: opt(cp.host), username: opt(cp.username), password: cp.password || undefined }
      : undefined,
    websites: v.use_ftp
      ? {
          ftp_server: opt(web.ftp_server),
          ftp_username: opt(web.ftp_username),
          ftp_password: web.ftp_password || undefined,
          additional_information: opt(web.additional_information),
          websites: listOrNone(v.website_list),
        }
      : undefined,
    email_accounts: listOrNone(v.email_list),
    domains: listOrNone(v.domain_list),
    note: opt(v.note),
  };
}

const listFields: Record<string, string> = {
  'websites.websites': 'website_list',
  email_accounts: 'email_list',
  domains: 'domain_list',
};

/** A request-body path (e.g. "domains.2") as a form field and a message prefix ("Line 3: "). */
export function formPath(path: (string | number)[]): { field: string; prefix: string } {
  if (path.length === 0) return { field: 'what', prefix: '' };
  const joined = path.join('.');
  for (const [body, field] of Object.entries(listFields)) {
    if (joined === body) return { field, prefix: '' };
    if (joined.startsWith(`${body}.`)) return { field, prefix: `Line ${Number(path[body.split('.').length]) + 1}: ` };
  }
  return { field: joined, prefix: '' };
}

export const RequestFormSchema = z.custom<RequestFormValues>().superRefine((v, ctx) => {
  const r = MigrationRequestBody.safeParse(toBody(v));
  if (r.success) return;
  for (const issue of r.error.issues) {
    const { field, prefix } = formPath(issue.path as (string | number)[]);
    ctx.addIssue({ code: 'custom', path: field.split('.'), message: prefix + issue.message });
  }
});

/** The maximum number of items of a list member of the body (from the contract). */
export function maxItems(schema: z.ZodType): number | undefined {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const checks = (inner._zod.def as { checks?: { _zod: { def: unknown } }[] }).checks ?? [];
  const max = checks
    .map((c) => c._zod.def as { check: string; maximum?: number })
    .find((d) => d.check === 'max_length');
  return max?.maximum;
}
