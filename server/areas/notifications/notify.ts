// Telling the account about one event, once: the event's key is claimed in
// notification_events (a second claim of the same key, by a second run or a
// second process, finds it taken and tells nothing), a row goes into the
// notification centre, and the mail goes out through the sandbox mailer when
// the account's preference for the topic is on. All in the caller's transaction.
import { and, eq } from 'drizzle-orm';
import type { NotificationKind } from '@contract/account-notifications';
import type { Deps } from '@server/core/deps';
import type { Tx } from '@server/db/client';
import { notificationEvents, notifications } from '@server/db/schema/notifications';
import { accountById } from '@server/areas/account/public';
import { noticeFormatFrom, type NoticeFormat } from './notice-format';

/** The preference switches of the profile (contract/account-profile.ts); null: mailed whatever they say. */
type Topic = 'invoices' | 'expiry' | 'monitoring' | null;

interface NotifyEvent {
  accountId: number;
  /** Names the event itself, so the same event is told once: `invoice-overdue:42`. */
  key: string;
  kind: NotificationKind;
  topic: Topic;
  /**
   * The title and the message, one paragraph a line (the notification centre and the mail both show
   * them), written with the account's formats: amounts, days and moments read as the account's screens do.
   */
  say(f: NoticeFormat): { title: string; lines: string[] };
  /** Where in the dashboard it is about (a path); the mail links to it on APP_URL. */
  link: string | null;
  /** Further links for the mail only (pay online, the PDF), absolute. */
  mailLinks?: { label: string; url: string }[];
  /** Who is mailed (the topic's contacts); none given, the account's own address. */
  to?: string[];
}

export interface Told {
  notificationId: number;
  mailedTo: string[];
}

/** Tells the event unless its key was told before (then null). */
export async function notify(tx: Tx, deps: Deps, e: NotifyEvent): Promise<Told | null> {
  const now = deps.clock.now();
  const acc = await accountById(tx, e.accountId);
  if (!acc) return null;
  const claimed = await tx
    .insert(notificationEvents)
    .values({ accountId: e.accountId, key: e.key, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: notificationEvents.key });
  if (!claimed.length) return null;
  const said = e.say(noticeFormatFrom(acc.preferences, acc.country));
  const [row] = await tx
    .insert(notifications)
    .values({
      accountId: e.accountId,
      kind: e.kind,
      title: said.title,
      body: said.lines.join('\n'),
      link: e.link,
      createdAt: now,
    })
    .returning({ id: notifications.id });
  await tx
    .update(notificationEvents)
    .set({ notificationId: row!.id })
    .where(and(eq(notificationEvents.accountId, e.accountId), eq(notificationEvents.key, e.key)));
  if (!wantsMail(acc.preferences, e.topic)) return { notificationId: row!.id, mailedTo: [] };
  const to = [...new Set((e.to?.length ? e.to : [acc.email]).map((a) => a.trim()).filter(Boolean))];
  for (const address of to)
    await deps.infra.mailer.send(
      {
        accountId: e.accountId,
        to: address,
        subject: said.title,
        body: mailBody(deps, e, said.lines),
        kind: `notice.${e.kind}`,
      },
      tx,
    );
  return { notificationId: row!.id, mailedTo: to };
}

/** The profile's switches default to on (account/stored-preferences.ts `defaultNotifications`). */
function wantsMail(preferences: Record<string, unknown>, topic: Topic): boolean {
  if (topic === null) return true;
  const switches = preferences.notifications;
  if (!switches || typeof switches !== 'object') return true;
  return (switches as Record<string, unknown>)[topic] !== false;
}

function mailBody(deps: Deps, e: NotifyEvent, lines: string[]): string {
  const links = [
    ...(e.link ? [{ label: 'Open it in the dashboard', url: `${deps.config.appUrl}${e.link}` }] : []),
    ...(e.mailLinks ?? []),
  ];
  return [
    'Hello,',
    '',
    ...lines,
    '',
    ...links.map((l) => `${l.label}: ${l.url}`),
    '',
    e.topic
      ? 'You get this mail because of your notification preferences; change them under Account → Profile.'
      : 'You get this mail because you asked for this work to be done.',
  ].join('\n');
}

/** How many more notices a reminders step may tell (reminders-job.ts gives each step its share). */
export interface Budget {
  left: number;
}
