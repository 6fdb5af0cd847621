// The callers of the ownership and scope matrices, all made through the API as
// a person would: the owner (demo), an unrelated account (olof's Sand & Sons),
// a guest of another account (olof, invited to Maria's Berg Consulting and
// switched there) who was never invited to the owner's account, and a revoked
// guest of the owner's (Maria: her switched session and the token she minted there).
import type { ScopeName } from '@contract/scopes';
import { DEMO, GUEST_HOST, OTHER } from '@server/seed/seed';
import { SoftPasskey } from '@server/areas/account/passkey-test-authenticator';
import { APP_URL, type JsonBody, type TestApi } from '@server/test/harness';
import type { BuiltRequest } from './request-builder';

export interface Caller {
  name: string;
  kind: 'token' | 'session';
  secret: string;
  /** The account this caller acts on. */
  acting: number;
  /** A revoked guest's leftovers: refused before anything else (401), with no resources of its own. */
  revoked?: true;
}

export interface Reply {
  status: number;
  code?: string;
  detail?: string;
  text: string;
}

export async function sendAs(api: TestApi, caller: Caller, req: BuiltRequest): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (caller.kind === 'token') headers.authorization = `Bearer ${caller.secret}`;
  else {
    headers.cookie = caller.secret;
    headers['x-requested-with'] = 'fetch';
  }
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  const res = await api.app.request(req.url, {
    method: req.method,
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  const text = await res.text();
  let parsed: { code?: string; detail?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: a PDF or zone file */
  }
  return { status: res.status, code: parsed?.code, detail: parsed?.detail, text };
}

function must(r: { status: number; body: unknown }, what: string) {
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Record<string, unknown>;
}

/** A token made by POST /account/tokens from this web session (the only way the API issues one). */
export async function tokenVia(api: TestApi, cookie: string, scopes: readonly ScopeName[], name: string) {
  const body = await must(
    await api.call('POST', '/account/tokens', { cookie, body: { name, scopes } }),
    `token ${name}`,
  );
  return body.token as string;
}

export interface Cast {
  ownerId: number;
  ownerToken: string;
  ownerSession: string;
  attackers: Caller[];
}

/** Everyone the ownership matrix needs, and for the owner one of each resource the seed lacks. */
export async function cast(api: TestApi, allScopes: readonly ScopeName[]): Promise<Cast> {
  const ownerId = await api.accountId(DEMO.email);
  const bergId = await api.accountId(GUEST_HOST.email);
  const otherId = await api.accountId(OTHER.email);
  const ownerSession = await api.login(DEMO.email, DEMO.password);
  const ownerToken = await tokenVia(api, ownerSession, allScopes, 'owner');

  // The owner has a guest, a spare token and a pending action to be attacked.
  await must(
    await api.call('POST', '/account/guests', { token: ownerToken, body: { email: 'bookkeeper@example.net' } }),
    'owner invites a guest',
  );
  await tokenVia(api, ownerSession, ['read:account'], 'owner spare');
  await must(
    await api.call('POST', '/account/balance/actions/add-funds', { token: ownerToken, body: { amount: 500 } }),
    'owner hold',
  );
  // And a passkey (added as a person adds one: options, then the authenticator's answer).
  const options = await api.call('POST', '/account/passkeys/registration-options', { cookie: ownerSession });
  const { challengeId, options: creation } = must(options, 'passkey options') as {
    challengeId: string;
    options: JsonBody;
  };
  const key = new SoftPasskey(APP_URL, new URL(APP_URL).hostname);
  await must(
    await api.call('POST', '/account/passkeys', {
      cookie: ownerSession,
      body: { challengeId, name: 'Owner laptop', response: key.register(creation) },
    }),
    'owner adds a passkey',
  );

  // Olof as a guest of Berg Consulting: invited by Maria, logged in, switched there.
  const maria = await api.login(GUEST_HOST.email, GUEST_HOST.password);
  await must(
    await api.call('POST', '/account/guests', { cookie: maria, body: { email: OTHER.email } }),
    'maria invites olof',
  );
  const guestSession = await api.login(OTHER.email, OTHER.password);
  await must(
    await api.call('POST', '/auth/switch-account', { cookie: guestSession, body: { accountId: bergId } }),
    'olof switches to Berg',
  );
  const guestToken = await tokenVia(api, guestSession, allScopes, 'guest-made token');

  // Maria, once the owner's guest: switched to the owner's account, minted a token there, then revoked.
  await must(
    await api.call('POST', '/account/guests', { token: ownerToken, body: { email: GUEST_HOST.email } }),
    'owner invites maria',
  );
  const revokedSession = await api.login(GUEST_HOST.email, GUEST_HOST.password);
  await must(
    await api.call('POST', '/auth/switch-account', { cookie: revokedSession, body: { accountId: ownerId } }),
    'maria switches to the owner',
  );
  const revokedToken = await tokenVia(api, revokedSession, allScopes, 'revoked guest token');
  const link = (await must(await api.call('GET', '/account/guests', { token: ownerToken }), 'guests')).data as {
    id: number;
    email: string;
  }[];
  await must(
    await api.call('DELETE', `/account/guests/${link.find((g) => g.email === GUEST_HOST.email)!.id}`, {
      token: ownerToken,
    }),
    'owner revokes maria',
  );

  // Olof in his own account, unrelated to the owner.
  const unrelatedSession = await api.login(OTHER.email, OTHER.password);
  const unrelatedToken = await tokenVia(api, unrelatedSession, allScopes, 'unrelated');

  // The attackers' own pending actions, for requests that mix their resources with the owner's.
  for (const token of [guestToken, unrelatedToken])
    await must(
      await api.call('POST', '/account/balance/actions/add-funds', { token, body: { amount: 500 } }),
      'attacker hold',
    );

  return {
    ownerId,
    ownerToken,
    ownerSession,
    attackers: [
      { name: 'unrelated token', kind: 'token', secret: unrelatedToken, acting: otherId },
      { name: 'unrelated session', kind: 'session', secret: unrelatedSession, acting: otherId },
      { name: 'guest token of another account', kind: 'token', secret: guestToken, acting: bergId },
      { name: 'guest session of another account', kind: 'session', secret: guestSession, acting: bergId },
      { name: 'revoked guest token', kind: 'token', secret: revokedToken, acting: ownerId, revoked: true },
      { name: 'revoked guest session', kind: 'session', secret: revokedSession, acting: ownerId, revoked: true },
    ],
  };
}
