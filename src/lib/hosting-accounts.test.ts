import { describe, expect, it } from 'vitest';
import { hostingAccount } from '@/test/fixtures';
import { accountFor, defaultAccount } from './hosting-accounts';

const suspended = hostingAccount({ serviceId: 40, domain: 'old-shop.example', status: 'suspended' });
const active = hostingAccount();

describe('defaultAccount', () => {
  it('takes the first active account, else the first, else none', () => {
    expect(defaultAccount([suspended, active])).toBe(active);
    expect(defaultAccount([suspended])).toBe(suspended);
    expect(defaultAccount([])).toBeUndefined();
    expect(defaultAccount(undefined)).toBeUndefined();
  });
});

describe('accountFor', () => {
  it('finds the account by its domain in any case or by its service id', () => {
    expect(accountFor([suspended, active], 'Nordlight-Studio.COM')).toBe(active);
    expect(accountFor([suspended, active], '40')).toBe(suspended);
    expect(accountFor([suspended, active], 'elsewhere.example')).toBeUndefined();
    expect(accountFor(undefined, '41')).toBeUndefined();
  });
});
