// API tokens: bearer secrets with fixed scopes, managed only from the web session.
// The secret is returned once, at creation; afterwards only its prefix is shown.
import { z } from 'zod';
import { Timestamp, collection, page } from './common';
import { sortParam } from './list-export';
import { TOKEN_SORT_DEFAULT, TOKEN_SORTS } from './list-sorts';
import { defineArea } from './operation';
import { Scope } from './scopes';

export const ApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(Scope),
  prefix: z.string(),
  createdAt: Timestamp,
  expiresAt: Timestamp.nullable(),
  lastUsedAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
});
export const CreateTokenBody = z.object({
  name: z.string().trim().min(1, 'Name the token').max(64, 'At most 64 characters'),
  scopes: z
    .array(Scope)
    .min(1, 'Choose at least one scope')
    .max(Scope.options.length, `At most ${Scope.options.length} scopes`),
  expiresAt: Timestamp.nullish(),
});

export const tokenOps = defineArea('account', {
  listTokens: {
    method: 'GET',
    path: '/account/tokens',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'API tokens of the account (never their secrets), newest first unless `sort` says otherwise',
    query: z.object({ ...page(100), sort: sortParam(TOKEN_SORTS, TOKEN_SORT_DEFAULT) }),
    response: collection(ApiToken),
  },
  createToken: {
    method: 'POST',
    path: '/account/tokens',
    tier: 'W',
    scopes: [],
    caller: 'session',
    status: 201,
    summary: 'Create an API token; its secret is in `token` this once',
    body: CreateTokenBody,
    response: z.object({
      id: z.string(),
      name: z.string(),
      scopes: z.array(Scope),
      token: z.string(),
      createdAt: Timestamp,
      expiresAt: Timestamp.nullable(),
    }),
  },
  revokeToken: {
    method: 'DELETE',
    path: '/account/tokens/{token}',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Revoke an API token',
    params: z.object({ token: z.string().max(64) }),
    response: ApiToken,
    errors: ['not_found'],
  },
});
