// Guests: people the owner lets act on this account with their own login.
import { z } from 'zod';
import { Email, Timestamp, collection, idParam, page } from './common';
import { defineArea } from './operation';

export const Guest = z.object({
  id: z.number().int(),
  email: z.string(),
  guestId: z.number().int().nullable(),
  linked: z.boolean(),
  role: z.literal('all'),
  createdAt: Timestamp,
});

const read = ['read:account'] as const;
const write = ['write:account'] as const;

export const guestOps = defineArea('account', {
  listGuests: {
    method: 'GET',
    path: '/account/guests',
    tier: 'R',
    scopes: read,
    summary: 'Guests with access to this account',
    query: z.object(page(100)),
    response: collection(Guest),
  },
  inviteGuest: {
    method: 'POST',
    path: '/account/guests',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Invite a guest by email',
    errors: ['conflict'],
    body: z.object({ email: Email, role: z.literal('all').optional() }),
    response: Guest,
  },
  revokeGuest: {
    method: 'DELETE',
    path: '/account/guests/{guest}',
    tier: 'W',
    scopes: write,
    summary: "Revoke a guest's access",
    params: z.object({ guest: idParam('The guest id') }),
    response: Guest.extend({ revokedAt: Timestamp }),
    errors: ['not_found'],
  },
});
