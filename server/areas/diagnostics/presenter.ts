// The shape of a health report (its target, the checks worst first, the
// overall verdict and when it was taken) and of a firewall block.
import type { z } from 'zod';
import type { FirewallBlock } from '@contract/diagnostics';
import type { BlockRow } from '@server/infra/firewall';
import type { Target } from '@contract/common';
import { byConcern, overall, type Check } from './check';

export const presentReport = (target: Target, checks: Check[], now: Date) => ({
  target,
  status: overall(checks),
  checkedAt: now.toISOString(),
  checks: byConcern(checks),
});

export const presentBlock = (b: BlockRow): z.input<typeof FirewallBlock> => ({
  firewall: b.firewall as z.infer<typeof FirewallBlock>['firewall'],
  service: b.service,
  reason: b.reason,
  logLine: b.logLine,
  since: b.since.toISOString(),
  expiresAt: b.expiresAt?.toISOString() ?? null,
  permanent: b.permanent,
});
