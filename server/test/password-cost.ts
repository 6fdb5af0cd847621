// The scrypt cost of the test run: the seeded logins and every hash a test
// makes. At OWASP's production cost one hash takes ~0.2-0.7 s on these machines
// and the suite logs in dozens of times; N=1024 takes ~2 ms. Tests that are about
// the cost itself start their API with `passwordCost: undefined` (the real default).
import type { ScryptCost } from '@server/core/crypto';

export const TEST_PASSWORD_COST: ScryptCost = { N: 1024, r: 8, p: 1 };
