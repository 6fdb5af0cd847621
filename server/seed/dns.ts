// DNS demo records beyond the defaults: the records a real studio's zone
// grows (IPv6, a VPS host, CAA, SRV for mail clients, a verification token,
// a newsletter service's long DKIM key), and a personal zone with mistakes
// for the lint report to find (a dangling alias, a TTL left short).
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import * as tDns from '@server/db/schema/dns';

const DKIM_KEY =
  'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwq5Ty1mK3r8u0bq7lY2bQJ0Xh4QkqS9m3pN6W1a8vJzQ8cX2yF5tH3n' +
  'R0kL7pD4sE9wB1gC6vM2uA5iT8oY3rN7qW0xZ4jH6fK9lS2dP1bV5cG8eU3yI7tR0wQ4aM6nJ9zX2hL5kF8gD1sA3vB7cE0uY4iO6pT9rW2qN5mH8jK1lZ3' +
  'xC6vB9nM0aS4dF7gH2jK5lQ8wE1rT4yU7iO0pA3sD6fG9hJ2kL5zX8cV1bN4mQ7wE0rT3yU6iO9pA2sD5fG8hJ1kL4zX7cV0bN3mQ6wE9rT2yU5iO8pA1sD4' +
  'fG7hJ0kL3zX6cV9bN2mQ5wIDAQAB';

const split = (s: string) =>
  s
    .match(/.{1,255}/g)!
    .map((p) => `"${p}"`)
    .join(' ');

async function addTo(
  tx: Tx,
  domain: string,
  rows: { name: string; type: string; value: string; ttl?: number; priority?: number }[],
  now: Date,
) {
  const [zone] = await tx.select().from(tDns.dnsZones).where(eq(tDns.dnsZones.domain, domain));
  if (!zone) return;
  await tx.insert(tDns.dnsRecords).values(
    rows.map((r) => ({
      zoneId: zone.id,
      name: r.name,
      type: r.type,
      value: r.value,
      ttl: r.ttl ?? 3600,
      priority: r.priority ?? null,
      createdAt: new Date(now.getTime() - 200 * 86_400_000),
    })),
  );
}

export async function seedDns(tx: Tx, now: Date) {
  await addTo(
    tx,
    'nordlight-studio.com',
    [
      { name: '@', type: 'AAAA', value: '2a0b:4c0:20:30::14' },
      { name: 'build-01', type: 'A', value: '185.20.31.44' },
      { name: 'shop', type: 'CNAME', value: 'shops.storefront-cdn.net.' },
      { name: '@', type: 'TXT', value: '"site-verification=nl7Q2vK9xR4mT1pZ8cW3bY6hJ0sD5fG"' },
      { name: 'k1._domainkey', type: 'TXT', value: split(DKIM_KEY) },
      { name: '@', type: 'CAA', value: '0 issue "letsencrypt.org"' },
      { name: '@', type: 'CAA', value: '0 iodef "mailto:security@nordlight-studio.com"' },
      { name: '_submission._tcp', type: 'SRV', priority: 0, value: '1 587 smtp.panel-mail.net.' },
      { name: '_imaps._tcp', type: 'SRV', priority: 0, value: '1 993 imap.panel-mail.net.' },
    ],
    now,
  );
  await addTo(
    tx,
    'alexlindqvist.dev',
    [
      { name: 'blog', type: 'CNAME', value: 'old-blog.alexlindqvist.dev.' },
      { name: 'staging', type: 'A', value: '185.20.30.14', ttl: 60 },
    ],
    now,
  );
}
