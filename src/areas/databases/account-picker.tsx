// Which hosting account the databases screens work on. The URL's `input`
// names it; without one it is the first active account (GET /hosting). A
// person with several accounts picks one with HostingAccountPicker.
import { useHostingAccountChoice, type HostingAccountChoice } from '@/lib/hosting-accounts';
import { accountPrefix } from './db-names';

export interface AccountChoice extends HostingAccountChoice {
  /** `nordligh_`: what the node puts before database and user names. */
  prefix: string;
}

export function useAccountChoice(searchInput: string | undefined): AccountChoice {
  const choice = useHostingAccountChoice(searchInput);
  return { ...choice, prefix: accountPrefix(choice.account?.daUsername) };
}
