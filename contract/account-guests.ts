// Guests: people the owner lets act on this account with their own login.
import { z } from 'zod';
import { Timestamp, collection, idParam, page } from './common';
import { Email } from './domain-name-fields';
import { sortParam } from './list-export';
import { GUEST_SORT_DEFAULT, GUEST_SORTS } from './list-sorts';
import { defineArea } from './operation';

export const Guest = z.object({
  id: z.number().int(),
  email: z.string(),
  guestId: z.number().int().nullable(),
  linked: z.boolean(),
  role: z.literal('all'),
  createdAt: Timestamp,
});

/**
 * What only the account's owner may do: a guest acts inside the account but never owns its credentials
 * (login email, two-factor) or its guest list (docs/decisions/023). A guest, switched session or a token it
 * minted, gets 403 `owner_only`.
 */
export const ownerOnlyOperations = [
  'inviteGuest',
  'revokeGuest',
  'requestEmailChange',
  'enableTwoFactor',
  'confirmTwoFactor',
  'disableTwoFactor',
  // docs/decisions/026: the login's password, recovery codes and sessions are the owner's too
  'changePassword',
  'regenerateRecoveryCodes',
  'revokeSession',
  'revokeOtherSessions',
  // docs/decisions/029: so are its passkeys (the options that begin adding one, too)
  'startPasskeyRegistration',
  'addPasskey',
  'renamePasskey',
  'removePasskey',
] as const;
/** Held operations that touch the account's ownership: only the owner may approve them, whoever asked. */
export const ownerApprovedHolds: readonly string[] = ['requestEmailChange'];

const read = ['read:account'] as const;
const write = ['write:account'] as const;

export const guestOps = defineArea('account', {
  listGuests: {
    method: 'GET',
    path: '/account/guests',
    tier: 'R',
    scopes: read,
    summary: 'Guests with access to this account, newest invitation first unless `sort` says otherwise',
    query: z.object({ ...page(100), sort: sortParam(GUEST_SORTS, GUEST_SORT_DEFAULT) }),
    response: collection(Guest),
  },
  inviteGuest: {
    method: 'POST',
    path: '/account/guests',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Invite a guest by email (owner only); a re-invite stays pending until the invitee logs in',
    errors: ['conflict', 'owner_only'],
    body: z.object({ email: Email, role: z.literal('all').optional() }),
    response: Guest,
  },
  revokeGuest: {
    method: 'DELETE',
    path: '/account/guests/{guest}',
    tier: 'W',
    scopes: write,
    summary: "Revoke a guest's access (owner only) and the API tokens it minted",
    params: z.object({ guest: idParam('The guest id') }),
    response: Guest.extend({ revokedAt: Timestamp }),
    errors: ['not_found', 'owner_only'],
  },
});
