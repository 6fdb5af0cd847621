// What the database contract files share: names and their limits, access
// hosts, privileges and grants, the database user, the problems and the scopes.
import { z } from 'zod';
import { Timestamp } from './common';

// MySQL caps database names at 64 and user names at 32 characters; the panel
// adds the account prefix (`acme_shop`), so the whole name is checked here.
export const DatabaseName = z
  .string()
  .trim()
  .min(1, 'Enter a database name')
  .max(64, 'A database name is at most 64 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Use only letters, digits and underscores');
export const DatabaseUsername = z
  .string()
  .trim()
  .min(1, 'Enter a database user name')
  .max(32, 'A database user name is at most 32 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Use only letters, digits and underscores');
export const DatabasePassword = z.string().min(8, 'Use at least 8 characters').max(128, 'At most 128 characters');
// The host part of a MySQL account: `%`, `localhost`, an IPv4/IPv6 address, a host name, a subnet
// (`203.0.113.%`, a CIDR or netmask network) or a pattern with MySQL's `%` and `_` wildcards
// (`%.example.com`). The characters are checked here; each form is checked by the server (ipaddr.js
// for addresses, the domain-name parser for names: server/areas/databases/access-hosts.ts).
export const AccessHost = z
  .string()
  .trim()
  .min(1, 'Enter a host such as %, localhost, an IP address, 203.0.113.% or %.example.com')
  .max(255, 'At most 255 characters')
  .regex(/^[A-Za-z0-9.%_:/-]+$/, 'A host may contain letters, digits and . % _ : / - only');

export const Privilege = z.enum(
  [
    'ALL PRIVILEGES',
    'SELECT',
    'INSERT',
    'UPDATE',
    'DELETE',
    'CREATE',
    'DROP',
    'REFERENCES',
    'INDEX',
    'ALTER',
    'CREATE TEMPORARY TABLES',
    'LOCK TABLES',
    'EXECUTE',
    'CREATE VIEW',
    'SHOW VIEW',
    'CREATE ROUTINE',
    'ALTER ROUTINE',
    'EVENT',
    'TRIGGER',
  ],
  { error: 'Unknown privilege: use MySQL names such as SELECT, INSERT or ALL PRIVILEGES' },
);

export const Grant = z.object({ database: z.string(), privileges: z.array(Privilege) });

export const DatabaseUser = z.object({
  username: z.string(),
  hosts: z.array(z.string()),
  grants: z.array(Grant),
  createdAt: Timestamp.nullable(),
});

export const readDatabases = ['read:database'] as const;
export const writeDatabases = ['write:database'] as const;
// not_found: the input names no hosting account here; database_not_found: no such database on it
export const databaseErrors = ['domain_not_owned', 'not_found', 'database_not_found'] as const;
export const databaseUserErrors = ['domain_not_owned', 'not_found', 'database_not_found'] as const;
