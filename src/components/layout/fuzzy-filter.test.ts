import { describe, expect, it } from 'vitest';
import { fuzzyFilter, splitVerb } from './fuzzy-filter';

describe('the fuzzy filter', () => {
  const words = ['Invoices', 'Invoice settings', 'Mailboxes', 'Databases', 'Domains'];
  const keys = [{ name: 'label', get: (w: string) => w }];

  it('keeps every item, in order, for an empty query', async () => {
    expect(await fuzzyFilter(words, keys, '  ')).toEqual(words);
  });

  it('tolerates typos', async () => {
    expect((await fuzzyFilter(words, keys, 'invocies'))[0]).toBe('Invoices');
    expect((await fuzzyFilter(words, keys, 'mailbxo'))[0]).toBe('Mailboxes');
    expect(await fuzzyFilter(words, keys, 'zzzzqq')).toEqual([]);
    // A query this short must match nearly as typed, or it matches half the list.
    expect(await fuzzyFilter(['Display', 'Relay', 'Payment methods'], keys, 'pay')).toEqual(['Payment methods']);
  });

  it('ranks an exact match first, then a prefix, then the rest', async () => {
    const items = ['Add a domain', 'Domain settings', 'Domain'];
    expect(await fuzzyFilter(items, keys, 'domain')).toEqual(['Domain', 'Domain settings', 'Add a domain']);
  });

  it('searches every key, weighted', async () => {
    const items = [
      { label: 'Balance', keywords: ['funds', 'top-up'] },
      { label: 'Security', keywords: ['two-factor'] },
    ];
    const found = await fuzzyFilter(
      items,
      [
        { name: 'label', get: (i) => i.label, weight: 3 },
        { name: 'keywords', get: (i) => i.keywords },
      ],
      'fnuds',
    );
    expect(found.map((i) => i.label)).toEqual(['Balance']);
  });
});

describe('splitVerb', () => {
  it("finds an action's verb and leaves the resource's name without filler words", () => {
    expect(splitVerb('Renew nordlight.se', ['renew'])).toEqual({ asked: true, rest: 'nordlight.se' });
    expect(splitVerb('open console of build-01', ['open', 'console'])).toEqual({ asked: true, rest: 'build-01' });
    expect(splitVerb('nordlight.se', ['renew'])).toEqual({ asked: false, rest: 'nordlight.se' });
  });
});
