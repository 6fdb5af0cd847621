// Every built area, in one list. An operation no area implements answers 501.
import type { AreaModule } from '../core/area';
import type { HoldExecutor } from '../core/holds';
import auth from './auth/index';
import identity from './account/identity';
import profile from './account/profile';
import guests from './account/guests';
import twoFactor from './account/two-factor';
import balance from './account/balance';
import tokens from './account/tokens';
import auditLog from './account/audit-log';
import { confirmationsArea } from './confirmations/index';

const built: AreaModule[] = [auth, identity, profile, guests, twoFactor, balance, tokens, auditLog];

const executors = (): Record<string, HoldExecutor> =>
  Object.fromEntries(built.flatMap((a) => Object.entries(a.holds).map(([id, h]) => [id, h.execute])));

export const areas: AreaModule[] = [...built, confirmationsArea(executors)];
