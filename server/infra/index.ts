// The simulated hosting infrastructure behind interfaces. Each simulator keeps
// its state in the database; areas reach infrastructure only through these.
import type { Db } from '../db/client';
import { createMailer, type Mailer } from './mailer';

export interface Infra {
  mailer: Mailer;
}

export function createInfra(db: Db): Infra {
  return { mailer: createMailer(db) };
}
