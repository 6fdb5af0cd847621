// The account area: identity, profile, guests, two-factor and recovery codes, passkeys, the password, sessions,
// balance, API tokens and the audit log.
import { composeArea } from '@server/core/area';
import attention from './attention-handlers';
import auditLog from './audit-log-handlers';
import balance from './balance-handlers';
import guests from './guests-handlers';
import identity from './identity-handlers';
import passkeys from './passkey-handlers';
import password from './password-handlers';
import { PASSWORD_RESET_JOB, passwordResetStep } from './password-reset';
import profile from './profile-handlers';
import recovery from './recovery-handlers';
import sessions from './sessions-handlers';
import tokens from './tokens-handlers';
import twoFactor from './two-factor-handlers';

export default composeArea(
  [identity, attention, profile, guests, twoFactor, recovery, passkeys, password, sessions, balance, tokens, auditLog],
  { jobs: { [PASSWORD_RESET_JOB]: passwordResetStep } },
);
