// Words and badge tones for a hosting account's state, shared by the list and
// the account page.
import type { z } from 'zod';
import type { HostingStatus } from '@contract/hosting';
import { labelsOf, tonesOf } from '@/lib/glossary';

export type Status = z.infer<typeof HostingStatus>;

export const statusLabel = labelsOf('hosting');

export const statusTone = tonesOf('hosting');

/** The server accepts changes only on an active account (409 otherwise). */
export const isChangeable = (status: Status) => status === 'active';

/** A site's switches, in the order they are shown, with what each does. */
export const FEATURES = [
  { key: 'php', text: 'PHP', what: 'runs PHP scripts' },
  { key: 'cgi', text: 'CGI', what: 'runs CGI scripts from cgi-bin' },
  { key: 'ssl', text: 'SSL', what: 'serves HTTPS with a certificate' },
] as const;
