// Where an accepted message goes: the domain's spam settings judge it, then
// the first matching filter rule may discard, reject, forward, mark it read or
// move it to a folder. Spam skips the filter rules.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { emailDomainSettings, emailFilters } from '@server/db/schema/email';
import { matchesFilter, matchesPattern } from './mail-rules';
import { createFolder, ensureFolders, type FolderRow } from './mail-store';
import type { DeliveryOutcome, InboundMail } from './mail-message';
import { finish, logLine, outcome, type Delivery } from './mail-inbound-context';
import { forwardInstead } from './mail-forwarding';

export type DomainSettings = Awaited<ReturnType<typeof domainSettings>>;

/** A domain without a settings row gets the defaults the settings page shows. */
export async function domainSettings(tx: Tx, domain: string) {
  const [row] = await tx.select().from(emailDomainSettings).where(eq(emailDomainSettings.domain, domain));
  return {
    spamEnabled: row?.spamEnabled ?? true,
    spamThreshold: row?.spamThreshold ?? 5,
    spamAction: row?.spamAction ?? 'move_to_spam',
    subjectTag: row?.spamSubjectTag ?? '[SPAM]',
    allowList: row?.allowList ?? [],
    blockList: row?.blockList ?? [],
    catchAllMode: row?.catchAllMode ?? 'reject',
    catchAllForwardTo: row?.catchAllForwardTo ?? null,
  };
}

export interface Sorting {
  isSpam: boolean;
  score: number;
  /** The subject as stored: spam may be tagged. */
  subject: string;
  seen: boolean;
  folderUse: 'inbox' | 'junk';
  /** A folder a filter chose; otherwise the one of `folderUse`. */
  target: FolderRow | null;
}

/** The spam verdict; `discard` when the domain deletes spam outright. */
export function judgeSpam(mail: InboundMail, s: DomainSettings): Sorting & { discard: boolean } {
  const score = mail.spamScore ?? 0;
  const isSpam =
    s.spamEnabled && score >= s.spamThreshold && !s.allowList.some((p) => matchesPattern(mail.from.address, p));
  const sorting: Sorting = {
    isSpam,
    score,
    subject: mail.subject,
    seen: mail.seen ?? false,
    folderUse: 'inbox',
    target: null,
  };
  if (!isSpam) return { ...sorting, discard: false };
  if (s.spamAction === 'move_to_spam') return { ...sorting, folderUse: 'junk', discard: false };
  if (s.spamAction === 'delete') return { ...sorting, discard: true };
  return { ...sorting, subject: `${s.subjectTag} ${mail.subject}`.trim(), discard: false };
}

/** The first matching filter rule of the address or its domain: an outcome when it ends the delivery here. */
export async function applyFilters(
  d: Delivery,
  mailboxId: number,
  sorting: Sorting,
): Promise<Sorting | DeliveryOutcome> {
  if (sorting.isSpam) return sorting;
  const rules = await d.tx
    .select()
    .from(emailFilters)
    .where(and(eq(emailFilters.domain, d.domain), or(isNull(emailFilters.address), eq(emailFilters.address, d.to))))
    .orderBy(asc(emailFilters.position), asc(emailFilters.id));
  const rule = rules.find((r) => matchesFilter(r, { ...d.mail, subject: sorting.subject, score: sorting.score }));
  if (!rule) return sorting;
  await logLine(
    d,
    'delivered',
    'filtered',
    `filter "${rule.name}": ${rule.action}${rule.destination ? ` ${rule.destination}` : ''}`,
  );
  if (rule.action === 'discard') return outcome(d, 'discarded', `discarded by filter "${rule.name}"`);
  if (rule.action === 'reject')
    return finish(d, 'rejected', 'rejected', 'rejected', `550 5.7.1 rejected by the filter "${rule.name}"`);
  if (rule.action === 'forward' && rule.destination)
    return forwardInstead(d, rule.destination, `forwarded by filter "${rule.name}"`);
  if (rule.action === 'mark_read') return { ...sorting, seen: true };
  if (rule.action === 'move_to_folder' && rule.destination)
    return { ...sorting, target: await folderByPath(d.tx, mailboxId, rule.destination) };
  return sorting;
}

/** A filter names its folder without the INBOX prefix as often as with it; a missing one is created. */
async function folderByPath(tx: Tx, mailboxId: number, dest: string): Promise<FolderRow> {
  const path = dest.startsWith('INBOX') ? dest : `INBOX.${dest}`;
  const found = (await ensureFolders(tx, mailboxId)).find((f) => f.path === path);
  if (found) return found;
  const parent = path.slice(0, path.lastIndexOf('.'));
  return createFolder(tx, mailboxId, parent, path.slice(path.lastIndexOf('.') + 1));
}
