import { describe, expect, it } from 'vitest';
import { accountFor, defaultAccount, hostingAccountOption } from './hosting-account-words';

const suspended = { serviceId: 40, domain: 'old-shop.example', status: 'suspended', plan: 'Starter' } as const;
const active = { serviceId: 41, domain: 'nordlight-studio.com', status: 'active', plan: 'Business' } as const;

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

describe('hostingAccountOption', () => {
  it('names the account by its domain as written, its plan and any status but active', () => {
    expect(hostingAccountOption(active)).toBe('nordlight-studio.com · Business');
    expect(hostingAccountOption(suspended)).toBe('old-shop.example · Starter (suspended)');
    expect(hostingAccountOption({ ...active, domain: 'xn--bcher-kva.se' })).toBe('bücher.se · Business');
  });
});
