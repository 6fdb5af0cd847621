// The simulated mail server (IMAP store + MTA) behind one interface. State
// lives in the database: folders and messages (mail-store.ts); the delivery
// engine (mail-delivery.ts, wiring mail-inbound.ts and mail-outbound.ts) that
// applies forwarders, catch-all, spam, filters and auto-replies and writes the
// mail log and queue; retries of the queue (mail-queue.ts, mail-retry.ts); and
// the network side: the sandbox resolver and SMTP probes (mail-network.ts).
import type { Db, Tx } from '@server/db/client';
import { deliverInbound, submitOutbound } from './mail-delivery';
import type { InboundMail, OutboundMail, DeliveryOutcome } from './mail-message';
import { probeHost, resolveMx, type ProbeResult } from './mail-network';
import { retryQueued, type RetryOutcome } from './mail-retry';
import {
  createFolder,
  ensureFolders,
  moveMessages,
  purgeMailbox,
  renameFolder,
  setFlags,
  trashFolder,
  trashMessages,
  type FolderRow,
  type MessageFlag,
} from './mail-store';

export type { InboundMail, OutboundMail, DeliveryOutcome, ProbeResult, FolderRow, MessageFlag, RetryOutcome };

export interface MailServer {
  /** The mailbox's folders, creating the standard ones on first use. */
  folders(mailboxId: number, tx?: Tx): Promise<FolderRow[]>;
  /** Accept a message for an address on a domain hosted here. */
  deliver(mail: InboundMail, now: Date, tx?: Tx): Promise<DeliveryOutcome>;
  /** A mailbox sends a message (limits, Sent copy, local delivery or the queue). */
  submit(mail: OutboundMail, now: Date, tx?: Tx): Promise<DeliveryOutcome>;
  /** Try a queued message again (the retry job); bounces it after the last attempt. */
  retryQueued(queueId: string, now: Date, tx?: Tx): Promise<RetryOutcome>;
  move(mailboxId: number, from: FolderRow, ids: number[], to: FolderRow, tx?: Tx): Promise<number>;
  flag(folder: FolderRow, ids: number[], flag: MessageFlag, tx?: Tx): Promise<number>;
  /** To Trash; messages already in Trash are expunged. */
  trash(mailboxId: number, folder: FolderRow, ids: number[], tx?: Tx): Promise<number>;
  createFolder(mailboxId: number, parent: string, name: string, tx?: Tx): Promise<FolderRow>;
  renameFolder(folder: FolderRow, name: string, tx?: Tx): Promise<FolderRow>;
  /** Its messages go to Trash, then the folder is removed. */
  trashFolder(mailboxId: number, folder: FolderRow, tx?: Tx): Promise<number>;
  /** Remove a mailbox's folders and messages (mailbox deletion). */
  purge(mailboxId: number, tx?: Tx): Promise<number>;
  /** MX hosts of a domain through the sandbox resolver (zones hosted here, known providers). */
  resolveMx(domain: string, tx?: Tx): Promise<{ host: string; priority: number }[]>;
  /** An SMTP conversation with one mail exchanger, as far as the sandbox network goes. */
  probe(host: string, port: number, now: Date, tx?: Tx): Promise<ProbeResult>;
}

export function createMailServer(db: Db): MailServer {
  const on = (tx?: Tx) => tx ?? db;
  return {
    folders: (mailboxId, tx) => ensureFolders(on(tx), mailboxId),
    deliver: (mail, now, tx) =>
      tx ? deliverInbound(tx, mail, now) : db.transaction((t) => deliverInbound(t, mail, now)),
    submit: (mail, now, tx) =>
      tx ? submitOutbound(tx, mail, now) : db.transaction((t) => submitOutbound(t, mail, now)),
    retryQueued: (id, now, tx) => (tx ? retryQueued(tx, id, now) : db.transaction((t) => retryQueued(t, id, now))),
    move: (mailboxId, from, ids, to, tx) => moveMessages(on(tx), mailboxId, from, ids, to),
    flag: (folder, ids, flag, tx) => setFlags(on(tx), folder, ids, flag),
    trash: (mailboxId, folder, ids, tx) => trashMessages(on(tx), mailboxId, folder, ids),
    createFolder: (mailboxId, parent, name, tx) => createFolder(on(tx), mailboxId, parent, name),
    renameFolder: (folder, name, tx) => renameFolder(on(tx), folder, name),
    trashFolder: (mailboxId, folder, tx) => trashFolder(on(tx), mailboxId, folder),
    purge: (mailboxId, tx) => purgeMailbox(on(tx), mailboxId),
    resolveMx: (domain, tx) => resolveMx(on(tx), domain),
    probe: (host, port, now, tx) => probeHost(on(tx), host, port, now),
  };
}
