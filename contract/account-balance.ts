// The prepaid balance and topping it up (a hold: approval creates a deposit invoice).
// The balance ledger is listed with the account's history in account.ts.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Money, Timestamp, moneyAmount } from './common';
import { defineArea } from './operation';

export const Balance = z.object({
  balance: Money,
  pendingDeposits: Money,
  updatedAt: Timestamp,
});

export const AddFundsBody = z.object({
  amount: moneyAmount('an amount', {
    min: 100,
    max: 5000000,
    minMessage: 'The smallest top-up is 100',
    maxMessage: 'The largest top-up is 5,000,000',
  }),
  attempt_key: AttemptKey,
});

export const balanceOps = defineArea('account', {
  getBalance: {
    method: 'GET',
    path: '/account/balance',
    tier: 'R',
    scopes: ['read:account'],
    summary: 'Prepaid balance',
    response: Balance,
  },
  addFunds: {
    method: 'POST',
    path: '/account/balance/actions/add-funds',
    tier: 'W',
    scopes: ['write:billing'],
    hold: true,
    summary: 'Hold a balance top-up; approval creates a deposit invoice to pay',
    body: AddFundsBody,
    response: ConfirmationHold.extend({ amount: Money }),
  },
});
