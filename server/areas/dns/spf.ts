// SPF as a receiver evaluates it (RFC 7208 check_host()), done by mailauth
// with the sandbox's DNS plugged in (mail-dns.ts). Two senders are asked:
// the panel's outbound mail server (does mail sent from here pass?) and an
// address no one is assigned (what happens to everyone else, and how many
// lookups the whole record costs when nothing matches early).
import type { Db, Tx } from '@server/db/client';
import { SMTP_HOST } from '@server/infra/mail-message';
import { OWN_MX } from '@server/infra/mail-network';
import type { Resolver } from '@server/infra/resolver';
import { mailDns, type MailDns } from './mail-dns';

// mailauth loads on the first mail check, not with the server: a quarter second of every start (ADR 025).
const mailauthSpf = () => import('mailauth/lib/spf/index.js');

export type SpfResult = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror';

export interface SpfVerdict {
  ip: string;
  result: SpfResult;
  /** The receiver's explanation (the library's words), e.g. "Unknown mechanism includ". */
  reason: string;
  /** The record evaluated at the domain; null when it has none or several. */
  record: string | null;
  /** DNS lookups spent on the terms RFC 7208 §4.6.4 counts (at most `limit`). */
  lookups: { count: number; limit: number; exceeded: boolean };
  /** Names this verdict rests on that the sandbox does not know (see MailDns.guessed). */
  guessed: string[];
}

/** The panel's outbound mail server: where mail sent from mailboxes here comes from. */
export const OUTBOUND = { host: SMTP_HOST, addresses: OWN_MX[SMTP_HOST] ?? [] };

/**
 * An address from 240.0.0.0/4, reserved and never assigned (RFC 1112 §4): no
 * honest record lists it, so its verdict is what every unlisted server gets,
 * and a "pass" for it means the record lets anyone send.
 */
export const STRANGER_IP = '240.0.0.1';

const MTA = 'receiver';

/** RFC 7208 §4.5: the TXT records that are SPF records are those whose first word is v=spf1. */
export const isSpfText = (text: string) => text.trim().split(/\s+/)[0]!.toLowerCase() === 'v=spf1';

/** The library's comment is "<mta>: <why>", and errors read "... lookup of <sender>: <detail>"; keep the part a person needs. */
function reasonOf(comment: string | undefined, sender: string): string {
  const text = (comment ?? '').replace(`${MTA}: `, '');
  const at = text.indexOf(`${sender}: `);
  return at >= 0 ? text.slice(at + sender.length + 2) : text;
}

export interface SpfQuestion {
  domain: string;
  ip: string;
  helo?: string;
  /** The MAIL FROM local part (macros such as %{l} read it); postmaster by default. */
  localPart?: string;
}

/** What a receiver decides for mail from `ip` with MAIL FROM <localPart>@`domain`. */
export async function evaluateSpf(
  dns: MailDns,
  { domain, ip, helo, localPart = 'postmaster' }: SpfQuestion,
): Promise<SpfVerdict> {
  const sender = `${localPart}@${domain}`;
  const { spf } = await mailauthSpf();
  const res = await spf({ sender, ip, helo, mta: MTA, resolver: dns.resolve });
  const count = res.lookups?.count ?? 0;
  const limit = res.lookups?.limit ?? 10;
  return {
    ip,
    result: res.status.result,
    reason: reasonOf(res.status.comment, sender),
    record: res.rr ?? null,
    lookups: { count, limit, exceeded: count > limit },
    guessed: [...dns.guessed],
  };
}

/** A verdict of error that rests on names the sandbox does not know says nothing certain about the record. */
export const isSettled = (v: SpfVerdict) =>
  v.guessed.length === 0 || (v.result !== 'permerror' && v.result !== 'temperror');

export interface SpfVerdicts {
  /** For the panel's outbound server: its first address that does not pass, else its first. */
  ours: SpfVerdict;
  stranger: SpfVerdict;
}

/**
 * Both verdicts for mail from `domain`, as its zone is published now, or as it
 * would be with `record` as its only TXT record (to try a suggestion first).
 */
export async function spfVerdicts(
  db: Db | Tx,
  resolver: Resolver,
  domain: string,
  record?: string,
): Promise<SpfVerdicts> {
  const overlay = record === undefined ? undefined : new Map([[domain, [record]]]);
  const ask = (ip: string, helo?: string) => evaluateSpf(mailDns(db, resolver, overlay), { domain, ip, helo });
  const ours: SpfVerdict[] = [];
  for (const ip of OUTBOUND.addresses) ours.push(await ask(ip, OUTBOUND.host));
  return {
    ours: ours.find((v) => v.result !== 'pass') ?? ours[0]!,
    stranger: await ask(STRANGER_IP),
  };
}
