// The service id of /diagnostics/service/$serviceId, checked by the contract's own rule (its
// schema: this module loads zod, so only that route imports it, not the area's queries).
import { diagnosticsOps } from '@contract/diagnostics';

/** A service id from the URL, by the contract's id rule; null for one the server would refuse. */
export function serviceIdFrom(raw: string): number | null {
  const parsed = diagnosticsOps.diagnoseService.params.shape.service.safeParse(raw);
  return parsed.success ? Number(parsed.data) : null;
}
