import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { mailboxesCommandSource } from './command-source';

const signal = new AbortController().signal;
const queryClient = new QueryClient();
const mailboxPage = (addresses: string[]) => ({
  target: null,
  scope: { kind: 'account', domains: ['nordlight.se'] },
  data: addresses.map((address) => ({
    address,
    usedMb: 1,
    quotaMb: 100,
    isSuspended: false,
    sendLimit: 0,
    sentToday: 0,
  })),
  total: addresses.length,
  hasMore: false,
  nextCursor: null,
  note: null,
});

function stub(addresses: string[]) {
  return stubFetch({
    'GET /api/v1/services': json({
      data: [{ id: 7, domain: 'nordlight.se' }],
      hasMore: false,
      nextCursor: null,
      total: 1,
    }),
    'GET /api/v1/email/accounts': json(mailboxPage(addresses)),
  });
}

describe('mailboxesCommandSource', () => {
  it("finds mailboxes across the account's domains and opens the mailbox's page", async () => {
    const calls = stub(['anna@nordlight.se']);
    const items = await mailboxesCommandSource.search('anna', signal, queryClient);
    const list = calls.find((c) => c.url.pathname === '/api/v1/email/accounts')!;
    expect(list.url.searchParams.get('input')).toBe('7');
    expect(list.url.searchParams.get('q')).toBe('anna');
    expect(items).toEqual([
      {
        id: 'mailbox:anna@nordlight.se',
        label: 'anna@nordlight.se',
        hint: 'mailbox',
        link: { to: '/email/mailbox', search: { address: 'anna@nordlight.se' } },
      },
    ]);
  });

  it('offers "Add a mailbox", typos and all, on the mailbox list where one is created', async () => {
    stub([]);
    for (const q of ['Add a mailbox', 'new mailbxo', 'create mailbox']) {
      expect(await mailboxesCommandSource.search(q, signal, queryClient)).toEqual([
        {
          id: 'mailbox-add',
          label: 'Add a mailbox',
          hint: 'Email · action',
          link: { to: '/email', search: { create: true } },
        },
      ]);
    }
    expect(await mailboxesCommandSource.search('anna', signal, queryClient)).toEqual([]);
  });
});
