import { describe, expect, it } from 'vitest';
import { LoginBody } from '@contract/auth';
import { limitsOf } from '@/lib/form-limits';
import { EMAIL_LIMITS, loadLoginCheck } from './login-check';

describe('login checks', () => {
  it('show the limit the contract puts on the email', () => {
    expect(EMAIL_LIMITS).toEqual(limitsOf(LoginBody.shape.email));
  });

  it('refuse what the contract refuses, with its first message per field', async () => {
    const check = await loadLoginCheck();
    expect(check({ email: 'demo@example.com', password: 'pw' })).toEqual({});
    const refused = check({ email: 'nope', password: '', totp: '12ab' });
    expect(Object.keys(refused).sort()).toEqual(['email', 'password', 'totp']);
    expect(refused.password?.message).toBe('Enter your password');
    expect(refused.totp?.message).toBe('Enter the 6-digit code from your authenticator app, or a recovery code');
  });
});
