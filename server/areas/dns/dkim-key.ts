// A DKIM key record (RFC 6376 §3.6.1) as a receiver reads it, by mailauth:
// whether the key at <selector>._domainkey is usable, and whether it is the
// key the mail is signed with.
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { MailDns } from './mail-dns';

// mailauth loads on the first mail check, not with the server: a quarter second of every start (ADR 025).
const tools = () => import('mailauth/lib/tools.js');

export type DkimKey = { usable: true; matches: boolean } | { usable: false; revoked: boolean; reason: string };

/** The library reads the record as `DNS: TXT;<tags>`; an empty p= is a revoked key, a missing one a broken record. */
const isRevoked = async (record: string) =>
  (await tools()).parseDkimHeaders(`DNS: TXT;${record.replace(/\s+/g, '')}`).parsed?.p?.value === '';

const REASONS: Record<string, string> = {
  EINVALIDVER: 'its version (v=) is not DKIM1',
  EINVALIDTYPE: 'the key is not an RSA or Ed25519 public key of the type k= names',
  ESHORTKEY: 'the RSA key is shorter than 1024 bits',
};

function spki(base64: string): KeyObject | null {
  try {
    return createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
  } catch {
    return null;
  }
}

/** `record` is the first TXT text at `name` (the one receivers read); `signingKey` the base64 SPKI key mail is signed with. */
export async function readDkimKey(
  dns: MailDns,
  name: string,
  record: string,
  signingKey: string | null,
): Promise<DkimKey> {
  try {
    const key = await (await tools()).getPublicKey('DKIM', name, 1024, dns.resolve);
    const ours = signingKey ? spki(signingKey) : null;
    return { usable: true, matches: Boolean(ours?.equals(createPublicKey(key.publicKey))) };
  } catch (err) {
    const { code, message } = err as { code?: string; message: string };
    const revoked = code === 'EINVALIDVAL' && (await isRevoked(record));
    const reason = revoked ? 'the key is empty (p=), i.e. revoked' : (REASONS[code ?? ''] ?? message);
    return { usable: false, revoked, reason };
  }
}
