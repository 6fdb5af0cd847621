// DNS record shapes, shared by the single-record, bulk, reset and import
// operations in dns.ts (and the import's line-by-line diff).
//
// Names: a record `name` is RELATIVE to its zone, BIND style: `@` is the apex,
// `www` is www.<zone>, `*` or `*.dev` are wildcards. An absolute name with a
// trailing dot (`www.example.com.`) is also accepted and must lie inside the
// zone; the server stores it relative. A name typed without the dot that ends
// in the zone (`www.example.com`) is taken as that full name, not appended to
// the zone a second time. Responses carry both `name` (relative)
// and `fqdn` (absolute, no trailing dot), so a UI never has to re-derive either.
// Targets (CNAME/NS/MX/SRV values) are always absolute host names: a trailing
// dot is optional and never means "append the zone", which is the usual source
// of `mail.example.com.example.com` mistakes in BIND files.
import { z } from 'zod';
import { Timestamp } from './common';

export const RecordId = z.string().trim().min(1, 'Give the record id').max(64, 'A record id is at most 64 characters');

export const RecordName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter a name: @ for the zone apex, or a label such as www')
  .max(253, 'A DNS name is at most 253 characters')
  .regex(
    /^(@|(\*\.)?([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\*)$/,
    'Use @ for the apex, a relative name such as www or _dmarc, or a full name ending in a dot',
  );

export const HostTarget = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter a host name such as mail.example.com')
  .max(254, 'A host name is at most 253 characters')
  .regex(
    /^([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)+\.?$/,
    'Enter a fully qualified host name such as mail.example.com',
  );

/** 60 s keeps resolvers from hammering the nameservers; a day is the longest useful cache. */
export const Ttl = z
  .number({ error: 'TTL must be a number of seconds' })
  .int('TTL is a whole number of seconds')
  .min(60, 'TTL is at least 60 seconds')
  .max(86400, 'TTL is at most 86400 seconds (one day)');

const u16 = (what: string) =>
  z.number().int(`${what} is a whole number`).min(0, `${what} is at least 0`).max(65535, `${what} is at most 65535`);

// One TXT character-string is at most 255 bytes on the wire. A longer value
// (DKIM keys) may be sent as one string, which the server splits into strings
// of at most 255 bytes between characters, or as the explicit list of strings
// (to reproduce an existing record). Limits count UTF-8 bytes, not characters:
// `é` is 2 bytes, most emoji 4. A string never has more characters than bytes,
// so the character maximum (what OpenAPI shows) stands, and the byte check
// judges only the strings it lets through (one message, never two).
const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
const maxBytes = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .refine((s) => s.length > max || utf8Bytes(s) <= max, message);
const TxtString = maxBytes(255, 'Each TXT string is at most 255 bytes (UTF-8: é takes 2, most emoji 4)');
export const TxtValue = z.union([
  maxBytes(4000, 'A TXT value is at most 4000 bytes (UTF-8: é takes 2, most emoji 4)').min(1, 'Enter the TXT value'),
  z.array(TxtString).min(1, 'Give at least one TXT string').max(16, 'At most 16 TXT strings'),
]);

export const CaaTag = z.enum(['issue', 'issuewild', 'iodef']);

const inputBase = { name: RecordName, ttl: Ttl.default(3600) };

/** A writable record. SOA is read-only (the server maintains the serial). */
export const DnsRecordInput = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('A'),
      ...inputBase,
      value: z.ipv4({ error: 'Enter an IPv4 address such as 192.0.2.10', abort: true }).max(15),
    }),
    z.object({
      type: z.literal('AAAA'),
      ...inputBase,
      value: z.ipv6({ error: 'Enter an IPv6 address such as 2001:db8::10', abort: true }).max(45),
    }),
    z.object({ type: z.literal('CNAME'), ...inputBase, value: HostTarget }),
    z
      .object({
        type: z.literal('MX'),
        ...inputBase,
        priority: u16('Priority'),
        // `.` is the null MX of RFC 7505: the domain accepts no mail.
        value: z.union([z.literal('.'), HostTarget]),
      })
      .refine((r) => r.value !== '.' || r.priority === 0, {
        message: 'A null MX (.) says the domain accepts no mail; its priority is 0 (RFC 7505)',
        path: ['priority'],
      }),
    z.object({ type: z.literal('TXT'), ...inputBase, value: TxtValue }),
    z
      .object({
        type: z.literal('SRV'),
        ...inputBase,
        priority: u16('Priority'),
        weight: u16('Weight'),
        port: u16('Port'),
        // `.` means "service decidedly not available" (RFC 2782).
        value: z.union([z.literal('.'), HostTarget]),
      })
      .refine((r) => /^_[a-z0-9-]+\._(tcp|udp|tls)(\.|$)/.test(r.name), {
        message: 'An SRV name starts with _service._protocol, e.g. _sip._tcp',
        path: ['name'],
      }),
    z.object({
      type: z.literal('CAA'),
      ...inputBase,
      flags: z.number().int().min(0, 'Flags is 0-255').max(255, 'Flags is 0-255').default(0),
      tag: CaaTag,
      value: z.string().trim().min(1, 'Enter the CAA value, e.g. letsencrypt.org').max(255, 'At most 255 characters'),
    }),
    z.object({ type: z.literal('NS'), ...inputBase, value: HostTarget }),
  ],
  { error: 'type is one of A, AAAA, CNAME, MX, TXT, SRV, CAA, NS (SOA is read-only)' },
);
export type DnsRecordInput = z.input<typeof DnsRecordInput>;

export const RecordType = z.enum(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS', 'SOA']);

const stored = {
  id: z.string(),
  name: z.string(),
  fqdn: z.string(),
  ttl: z.number().int(),
  /** The rdata as it appears in a zone file, e.g. `10 mail.example.com.`; for tables and diffs. */
  content: z.string(),
  /** System-managed (SOA, apex NS of our nameservers): shown, never changed through the API. */
  locked: z.boolean(),
  updatedAt: Timestamp.nullable(),
};

export const DnsRecord = z
  .discriminatedUnion('type', [
    z.object({ ...stored, type: z.literal('A'), value: z.string() }),
    z.object({ ...stored, type: z.literal('AAAA'), value: z.string() }),
    z.object({ ...stored, type: z.literal('CNAME'), value: z.string() }),
    z.object({ ...stored, type: z.literal('MX'), priority: z.number().int(), value: z.string() }),
    // `value` is the joined text; `strings` the character-strings as stored.
    z.object({ ...stored, type: z.literal('TXT'), value: z.string(), strings: z.array(z.string()) }),
    z.object({
      ...stored,
      type: z.literal('SRV'),
      priority: z.number().int(),
      weight: z.number().int(),
      port: z.number().int(),
      value: z.string(),
    }),
    z.object({ ...stored, type: z.literal('CAA'), flags: z.number().int(), tag: CaaTag, value: z.string() }),
    z.object({ ...stored, type: z.literal('NS'), value: z.string() }),
    z.object({
      ...stored,
      type: z.literal('SOA'),
      mname: z.string(),
      rname: z.string(),
      serial: z.number().int(),
      refresh: z.number().int(),
      retry: z.number().int(),
      expire: z.number().int(),
      minimum: z.number().int(),
    }),
  ])
  .meta({ id: 'DnsRecord' });
export type DnsRecord = z.infer<typeof DnsRecord>;

/** One line of an import's preview: what the zone gains, loses or changes. */
export const ZoneDiffEntry = z.object({
  change: z.enum(['create', 'remove', 'update']),
  name: z.string(),
  type: RecordType,
  ttl: z.number().int(),
  content: z.string(),
  /** For `update`: the TTL before (only TTLs change in place; other data is a remove plus a create). */
  previousTtl: z.number().int().nullable(),
  /** The zone-file line it comes from (creates and updates). */
  line: z.number().int().nullable(),
});

/** A zone-file line that was skipped or changed on import, and why. */
export const LineNote = z.object({ line: z.number().int(), text: z.string(), reason: z.string() });
