// Status sync compares the registry's record of a name with ours and reports
// the drift. It only reports: the stored domain and its service stay as they
// are, since which side is right (a renewal the registry applied on its own,
// a renewal we billed that never reached it) is for a person to decide.
import type { z } from 'zod';
import type { Target } from '@contract/common';
import type { StatusSyncResult } from '@contract/domains';
import { OUR_REGISTRAR } from '@server/infra/registry';
import type { DomainRow } from './domain-repository';
import { phaseOfLocalStatus } from './lifecycle-view';
import type { RegistryRead } from './registry-read';

const DAY = 86_400_000;

/** Whole days from our expiry to the registry's (positive: the registry's is later). */
export const expiryDriftDays = (registry: Date, local: Date) =>
  Math.round((registry.getTime() - local.getTime()) / DAY);

export function statusSyncOf(d: DomainRow, read: RegistryRead, target: Target): z.input<typeof StatusSyncResult> {
  const expiresAtLocal = d.expiresAt?.toISOString() ?? null;
  const view = read.view;
  if (!view)
    return {
      synced: false,
      registryAvailable: read.reachable,
      registryStatuses: [],
      expiresAtRegistry: null,
      expiresAtLocal,
      expiryDrift: null,
      target,
    };
  const expiryDrift = d.expiresAt ? expiryDriftDays(view.row.expiresAt, d.expiresAt) : null;
  // In sync: the registry lists the name under this registrar, in the phase our status says, expiring the same day.
  const synced =
    view.row.registrar === OUR_REGISTRAR && phaseOfLocalStatus(d.status) === view.phase && expiryDrift === 0;
  return {
    synced,
    registryAvailable: true,
    registryStatuses: view.row.statuses,
    expiresAtRegistry: view.row.expiresAt.toISOString(),
    expiresAtLocal,
    expiryDrift,
    target,
  };
}
