// A domain's mail settings row (spam filter, catch-all, DKIM). No row means
// the defaults; the first change writes the row.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { emailDomainSettings } from '@server/db/schema/email';

export type SettingsRow = typeof emailDomainSettings.$inferSelect;

export function defaults(domain: string, accountId: number): SettingsRow {
  return {
    domain,
    accountId,
    spamEnabled: true,
    spamThreshold: 5,
    spamAction: 'move_to_spam',
    spamSubjectTag: '[SPAM]',
    allowList: [],
    blockList: [],
    catchAllMode: 'reject',
    catchAllForwardTo: null,
    dkimEnabled: false,
    dkimSelector: null,
    dkimKeyBits: null,
    dkimPublicKey: null,
    updatedAt: new Date(0),
  };
}

export async function readSettings(db: Db | Tx, domain: string, accountId: number): Promise<SettingsRow> {
  const [row] = await db.select().from(emailDomainSettings).where(eq(emailDomainSettings.domain, domain));
  return row ?? defaults(domain, accountId);
}

/** Upsert some settings of a domain; returns the whole row. */
export async function writeSettings(
  db: Db | Tx,
  domain: string,
  accountId: number,
  set: Partial<SettingsRow>,
  now: Date,
): Promise<SettingsRow> {
  const values = { ...defaults(domain, accountId), ...set, domain, accountId, updatedAt: now };
  const [row] = await db
    .insert(emailDomainSettings)
    .values(values)
    .onConflictDoUpdate({ target: emailDomainSettings.domain, set: { ...set, accountId, updatedAt: now } })
    .returning();
  return row!;
}
