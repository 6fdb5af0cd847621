// A caught (won) Snapback name is a domain of the account: link to its page.
import { Link } from '@tanstack/react-router';
import { displayDomain } from '@/lib/display-domain';

export function WonDomainLink({ domain }: { domain: string }) {
  return (
    <Link to="/domains/$domain" params={{ domain }} className="font-medium text-accent hover:underline">
      Open {displayDomain(domain)}
    </Link>
  );
}
