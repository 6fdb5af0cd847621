// RFC 6238 TOTP via otpauth. A code is accepted once: the last accepted time
// step is stored so a replayed code fails.
import * as OTPAuth from 'otpauth';

const make = (secret: string, label = 'user') =>
  new OTPAuth.TOTP({
    issuer: 'Hosting Panel',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

export const otpauthUri = (secret: string, email: string) => make(secret, email).toString();

/** The matched time step, or null. Allows one step of clock drift either way. */
export function verifyTotp(secret: string, code: string, now: Date): number | null {
  const delta = make(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 30_000) + delta;
}

export const totpNow = (secret: string, now: Date) => make(secret).generate({ timestamp: now.getTime() });
