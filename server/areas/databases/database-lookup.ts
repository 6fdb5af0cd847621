// A hosting account's database by name with the user it was made with: what an application
// install records (the demo seed's CMS install takes the seeded WordPress database this way).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { databaseUsers } from '@server/db/schema/databases';
import { databaseNamed } from './database-repository';

interface DatabaseWithUser {
  id: number;
  name: string;
  createdAt: Date;
  /** The first user on it, or null when it has none. */
  username: string | null;
}

/** The database `name` of the hosting service, with its user; null when there is no such database. */
export async function databaseWithUser(q: Db | Tx, serviceId: number, name: string): Promise<DatabaseWithUser | null> {
  const db = await databaseNamed(q, serviceId, name);
  if (!db) return null;
  const [user] = await q.select().from(databaseUsers).where(eq(databaseUsers.databaseId, db.id));
  return { id: db.id, name: db.name, createdAt: db.createdAt, username: user?.username ?? null };
}
