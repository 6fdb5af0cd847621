// The registration form's values and how they become the contract's body.
// Nameservers are typed one per line; each line and the count are checked with
// the contract's own schema, so the form refuses exactly what the server does.
import { z } from 'zod';
import { domainsOps } from '@contract/domains';
import { Years } from '@contract/domains-schemas';

const Nameservers = domainsOps.registerDomain.body.shape.nameservers.unwrap();

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const RegisterForm = z
  .object({
    years: Years,
    auto_renew: z.boolean(),
    own_nameservers: z.boolean(),
    // at most 13 names of at most 253 characters, one per line
    nameservers: z.string().max(13 * 254, 'At most 13 nameservers'),
  })
  .superRefine((v, ctx) => {
    if (!v.own_nameservers) return;
    const r = Nameservers.safeParse(lines(v.nameservers));
    for (const issue of r.error?.issues ?? []) {
      const line = typeof issue.path[0] === 'number' ? `Line ${issue.path[0] + 1}: ` : '';
      ctx.addIssue({ code: 'custom', path: ['nameservers'], message: `${line}${issue.message}` });
    }
  });

export type RegisterValues = z.infer<typeof RegisterForm>;

export const registerDefaults: RegisterValues = { years: 1, auto_renew: true, own_nameservers: false, nameservers: '' };

export function toRegisterBody(v: RegisterValues) {
  return {
    years: v.years,
    auto_renew: v.auto_renew,
    nameservers: v.own_nameservers ? lines(v.nameservers) : undefined,
  };
}
