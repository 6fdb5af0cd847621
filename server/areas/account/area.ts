// The account area: identity, profile, guests, two-factor, balance, API tokens and the audit log.
import { composeArea } from '@server/core/area';
import auditLog from './audit-log-handlers';
import balance from './balance-handlers';
import guests from './guests-handlers';
import identity from './identity-handlers';
import profile from './profile-handlers';
import tokens from './tokens-handlers';
import twoFactor from './two-factor-handlers';

export default composeArea([identity, profile, guests, twoFactor, balance, tokens, auditLog]);
