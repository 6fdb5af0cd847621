// What the DNS contract files share: the zone every zone operation names with
// `input`, the envelope of record changes, the problems and the scopes.
import { z } from 'zod';
import { Input, Target } from './common';

export const ZoneWithRecords = z.object({
  target: Target,
  zone: z.string(),
  serial: z.number().int(),
});

export const zoneQuery = z.object({ input: Input });
export const dnsErrors = ['domain_not_owned', 'not_found'] as const;
export const readDns = ['read:dns'] as const;
export const writeDns = ['write:dns'] as const;
