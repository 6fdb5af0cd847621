// How the CMS's content statuses read on screen, and which of them a save may set.
import type { z } from 'zod';
import { ContentStatus } from '@contract/apps-cms-content';
import { labelsOf, tonesOf } from '@/lib/glossary';

export type Status = z.infer<typeof ContentStatus>;

export const STATUSES = ContentStatus.options;

export const STATUS_LABELS = labelsOf('cmsContent');

export const STATUS_TONES = tonesOf('cmsContent');

/** What a save can set: scheduling and trashing are done otherwise (the CMS's calendar, the trash button). */
export const WRITABLE_STATUSES = ['publish', 'draft', 'pending', 'private'] as const satisfies readonly Status[];
