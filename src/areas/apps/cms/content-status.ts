// How the CMS's content statuses read on screen, and which of them a save may set.
import type { z } from 'zod';
import { ContentStatus } from '@contract/apps-cms-content';
import type { BadgeTone } from '@/components/ui/badge';

export type Status = z.infer<typeof ContentStatus>;

export const STATUSES = ContentStatus.options;

export const STATUS_LABELS: Record<Status, string> = {
  publish: 'Published',
  draft: 'Draft',
  pending: 'Pending review',
  private: 'Private',
  future: 'Scheduled',
  trash: 'In the trash',
};

export const STATUS_TONES: Record<Status, BadgeTone> = {
  publish: 'success',
  draft: 'neutral',
  pending: 'warning',
  private: 'info',
  future: 'info',
  trash: 'danger',
};

/** What a save can set: scheduling and trashing are done otherwise (the CMS's calendar, the trash button). */
export const WRITABLE_STATUSES = ['publish', 'draft', 'pending', 'private'] as const satisfies readonly Status[];
