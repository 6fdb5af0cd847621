// Every hosting service whatever its status: the demo seed gives each one its primary site and its
// resources (service-rows.ts has the active ones, for the nightly jobs).
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { services } from '@server/db/schema/services';

/** Every hosting service (active, suspended or other), by id. */
export const allHostingServices = (q: Db | Tx) =>
  q.select().from(services).where(eq(services.type, 'hosting')).orderBy(asc(services.id));
