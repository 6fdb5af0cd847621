// Wording of migration states for the screens.
import type { z } from 'zod';
import type { MigrationStatus } from '@contract/migrations';
import type { BadgeTone } from '@/components/ui/badge';

type Status = z.infer<typeof MigrationStatus>;

export const statusLabel: Record<Status, string> = {
  requested: 'Filed',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const statusTone: Record<Status, BadgeTone> = {
  requested: 'info',
  scheduled: 'info',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};
