// Words and badge tones for a hosting account's state, shared by the list and
// the account page.
import type { z } from 'zod';
import type { HostingStatus } from '@contract/hosting';
import type { BadgeTone } from '@/components/ui/badge';

export type Status = z.infer<typeof HostingStatus>;

export const statusLabel: Record<Status, string> = {
  active: 'Active',
  suspended: 'Suspended',
  pending: 'Being set up',
  cancelled: 'Cancelled',
};

export const statusTone: Record<Status, BadgeTone> = {
  active: 'success',
  suspended: 'danger',
  pending: 'info',
  cancelled: 'neutral',
};

/** The server accepts changes only on an active account (409 otherwise). */
export const isChangeable = (status: Status) => status === 'active';

/** A site's switches, in the order they are shown, with what each does. */
export const FEATURES = [
  { key: 'php', text: 'PHP', what: 'runs PHP scripts' },
  { key: 'cgi', text: 'CGI', what: 'runs CGI scripts from cgi-bin' },
  { key: 'ssl', text: 'SSL', what: 'serves HTTPS with a certificate' },
] as const;
