// The simulated hosting infrastructure behind interfaces. Each simulator keeps
// its state in the database; areas reach infrastructure only through these.
import type { Db } from '@server/db/client';
import { createMailer, type Mailer } from './mailer';
import { createPayments, type PaymentProvider } from './payments';
import { createMailServer, type MailServer } from './mail-server';
import { createResolver, type Resolver } from './resolver';

export interface Infra {
  mailer: Mailer;
  payments: PaymentProvider;
  mailServer: MailServer;
  resolver: Resolver;
}

export function createInfra(db: Db): Infra {
  return {
    mailer: createMailer(db),
    payments: createPayments(),
    mailServer: createMailServer(db),
    resolver: createResolver(),
  };
}
