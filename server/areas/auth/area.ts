// The auth area: login, logout, the session and switching accounts.
import { composeArea } from '@server/core/area';
import session from './auth-handlers';

export default composeArea([session]);
