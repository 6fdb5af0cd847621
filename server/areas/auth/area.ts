// The auth area: login (with a password, or a passkey), logout, the session and switching accounts.
import { composeArea } from '@server/core/area';
import session from './auth-handlers';
import passkeyLogin from './passkey-login-handlers';

export default composeArea([session, passkeyLogin]);
