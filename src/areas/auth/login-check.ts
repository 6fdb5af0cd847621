// The login form's checks, loaded on its first submit: the contract's LoginBody (and zod
// with it) is not part of the login screen's first load. The messages are the contract's,
// the first per field, as the other forms show them.
import { describeLimits, type FieldLimits } from '@/lib/form-limits';

export type LoginField = 'email' | 'password' | 'totp';
export interface LoginValues {
  email: string;
  password: string;
  totp?: string;
}
export type LoginErrors = Partial<Record<LoginField, { type: string; message: string }>>;
export type LoginCheck = (values: LoginValues) => LoginErrors;

/** LoginBody's limit on the email, shown before the contract loads; login-check.test.ts holds it to the contract. */
export const EMAIL_LIMITS: FieldLimits = { maxLength: 254 };
export const EMAIL_LIMIT_HINT = describeLimits(EMAIL_LIMITS);

export async function loadLoginCheck(): Promise<LoginCheck> {
  const { LoginBody } = await import('@contract/auth');
  return (values) => {
    const result = LoginBody.safeParse(values);
    const errors: LoginErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0] as LoginField;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return errors;
  };
}
