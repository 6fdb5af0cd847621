// Database and user names the way the node limits them: every name carries the
// account's prefix (`nordligh_`), added when the customer leaves it out (as
// cPanel does), and MySQL's limits hold for the whole name: 64 characters for a
// database, 32 for a user. The contract already allows only letters, digits
// and underscores.
import type { DatabaseAccount } from './account-ref';
import { ApiError } from '@server/core/problem';

export const MAX_DATABASE_NAME = 64;
export const MAX_USER_NAME = 32;

/** The control-panel user a hosting account's databases and users are named after. */
export function panelUser(a: DatabaseAccount): string {
  if (!a.service.daUsername) throw new Error(`Hosting service ${a.service.id} has no control-panel user`);
  return a.service.daUsername;
}

export const prefixOf = (a: DatabaseAccount) => `${panelUser(a)}_`;

/** The name as the node knows it: the account prefix added unless the customer typed it. */
export function withPrefix(a: DatabaseAccount, typed: string): string {
  const prefix = prefixOf(a);
  return typed.startsWith(prefix) ? typed : prefix + typed;
}

function named(a: DatabaseAccount, typed: string, field: string, max: number, what: string): string {
  const name = withPrefix(a, typed);
  if (name === prefixOf(a)) {
    const message = `Give the ${what} a name after the account prefix ${prefixOf(a)}`;
    throw new ApiError('validation_failed', `${field}: ${message}`, {
      errors: [{ path: field, message, code: 'too_short' }],
    });
  }
  if (name.length > max) {
    const message = `With the account prefix ${prefixOf(a)} the ${what} name ${name} is ${name.length} characters; at most ${max} are allowed, prefix included`;
    throw new ApiError('validation_failed', `${field}: ${message}`, {
      errors: [{ path: field, message, code: 'too_long' }],
    });
  }
  return name;
}

/** A new database's full name, or a 422 on `field` naming the limit. */
export const newDatabaseName = (a: DatabaseAccount, typed: string, field = 'name') =>
  named(a, typed, field, MAX_DATABASE_NAME, 'database');

/** A new user's full name, or a 422 on `field` naming the limit. */
export const newUserName = (a: DatabaseAccount, typed: string, field = 'username') =>
  named(a, typed, field, MAX_USER_NAME, 'user');
